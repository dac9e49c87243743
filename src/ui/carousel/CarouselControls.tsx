/** What {@link CarouselControls} shows and calls. */
export interface CarouselControlsProps {
  /** The carousel's accessible name, e.g. 'Highlights': the pause button says "Pause Highlights". */
  label: string;
  /** Whether the controls work yet (the carousel has hydrated); before, they are hidden. */
  ready: boolean;
  /** Show previous/next arrows. */
  arrows: boolean;
  /** Whether autoplay runs: the toggle then offers Pause, otherwise Play. */
  playing: boolean;
  onToggle: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** A control's icon: a 20 px line drawing in a 24-unit box, hidden from assistive technology (the button has the name). */
function Icon(props: { path: string; filled?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={props.path} className={props.filled ? "carousel-fill" : undefined} />
    </svg>
  );
}

/** The carousel's controls: a visible pause/play toggle (WCAG 2.2.2) and, when asked for, previous and next arrows. */
export function CarouselControls(props: CarouselControlsProps) {
  return (
    <div className="carousel-controls" hidden={!props.ready}>
      {props.arrows && (
        <button type="button" className="carousel-button carousel-prev" aria-label="Previous slide" onClick={props.onPrevious}>
          <Icon path="M15 5l-7 7 7 7" />
        </button>
      )}
      <button
        type="button"
        className="carousel-button carousel-toggle"
        onClick={props.onToggle}
        aria-label={props.playing ? `Pause ${props.label}` : `Play ${props.label}`}
        aria-pressed={!props.playing}
      >
        {props.playing ? <Icon path="M8 5v14M16 5v14" /> : <Icon path="M8 5l11 7-11 7z" filled />}
      </button>
      {props.arrows && (
        <button type="button" className="carousel-button carousel-next" aria-label="Next slide" onClick={props.onNext}>
          <Icon path="M9 5l7 7-7 7" />
        </button>
      )}
    </div>
  );
}
