/** docs/product.md, Error texts: the generic fallback shown when a route fails to render. */
export function ErrorFallback() {
  return (
    <section className="section error-fallback" role="alert">
      <div className="container center">
        <h1>Unexpected Application Error!</h1>
        <p className="section-intro">Something went wrong while showing this page. Please reload it, or go back to the home page.</p>
        <a className="button button-primary" href="/home">
          Back to home
        </a>
      </div>
    </section>
  );
}
