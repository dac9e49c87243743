import { useEffect, useRef } from "react";
import { settingByKey, useSiteSettings } from "../shared/site-context.tsx";
import { Dialog } from "./Dialog.tsx";
import { PLAYER_FRAME_SANDBOX } from "./sandbox.ts";

/**
 * The video overlay (docs/product.md, Behaviours: home We Can Help, About Us CEO message, vertical Learn More):
 * opening shows the dialog and plays the video; closing pauses it, rewinds it to 0 and hides the
 * dialog. A video whose `src` is an http(s) player URL is shown in an iframe instead, removed on
 * close so it stops. Renders nothing for a video key `_site.yaml` does not define.
 */
export function VideoOverlay(props: { videoKey: string; open: boolean; onClose: () => void }) {
  const site = useSiteSettings();
  const video = settingByKey(site.videos, props.videoKey);
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (props.open) {
      // A rejected play() (autoplay policy, missing file) leaves the controls for the visitor.
      element.play().catch(() => {});
    } else {
      element.pause();
      element.currentTime = 0;
    }
  }, [props.open]);
  if (!video) return null;
  const isPlayer = /^https?:/.test(video.src);
  return (
    <Dialog open={props.open} onClose={props.onClose} label={video.title} className="dialog-video">
      <h2 className="dialog-title">{video.title}</h2>
      {isPlayer ? (
        props.open && (
          <iframe
            src={video.src}
            title={video.title}
            loading="lazy"
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox={PLAYER_FRAME_SANDBOX}
          />
        )
      ) : (
        // The site's videos are short clips without speech; one with speech needs its captions in the file.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video ref={ref} src={video.src} poster={video.poster} controls playsInline preload="metadata" />
      )}
    </Dialog>
  );
}
