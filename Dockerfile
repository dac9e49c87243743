# The site in a container: built with Node, served by nginx with the generated configuration
# (build/nginx/site.conf, the file npm test runs on a real nginx; deploy/nginx-server.conf adds only the
# port and the folder). See docs/deploy.md.
#
#   docker build -t northgate-site .                  # add --build-arg VIDEO_API_KEY=... for the video list
#                                                     # and --build-arg SITE_COMMIT=$(git rev-parse HEAD) for version.json
#                                                     # (.git is not copied in: without it, version.json says null)
#   docker run --rm -p 8080:8080 northgate-site       # then open http://localhost:8080

FROM node:20-bookworm-slim AS build
WORKDIR /site
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG VIDEO_API_KEY=""
ARG SITE_ENV=""
ARG SITE_COMMIT=""
# build/ is a link to the build's own folder: copy its contents out, so the next stage copies plain folders.
RUN VIDEO_API_KEY="$VIDEO_API_KEY" SITE_ENV="$SITE_ENV" SITE_COMMIT="$SITE_COMMIT" npm run build \
  && mkdir /out && cp -R build/client /out/client && cp build/nginx/site.conf /out/site.conf

FROM nginx:stable-bookworm
COPY --from=build /out/client/ /usr/share/nginx/html/
COPY --from=build /out/site.conf /etc/nginx/site.conf
COPY deploy/nginx-server.conf /etc/nginx/conf.d/default.conf
EXPOSE 8080
