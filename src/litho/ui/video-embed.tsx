import { LithoImage } from "../sections/shared/litho-image";
import { Icon } from "../sections/shared/icon";
import { VIDEO_PROVIDER_NAMES, videoEmbedUrl, videoPageUrl, type VideoProvider } from "./third-party-embed";
import { useThirdPartyFrame } from "../../lib/use-third-party-frame";
import { thirdPartyMark } from "../../lib/third-parties";
import * as styles from "./video-embed.module.css";

export interface VideoEmbedProps {
  provider: VideoProvider;
  videoId: string;
  title: string;
  poster: Parameters<typeof LithoImage>[0]["file"];
  /** True while the video is on screen (its dialog is open): the player loads then, and goes when it closes. */
  active: boolean;
  /** Where the player sits in the page rather than in a dialog: the idle card's button that loads it here. */
  onPlay?: () => void;
}

/**
 * A YouTube or Vimeo player that loads only while it is shown. Until then, without JavaScript, and
 * whenever the provider cannot be reached, a card over the still says where the video plays and
 * links to it there.
 */
export const VideoEmbed = ({ provider, videoId, title, poster, active, onPlay }: VideoEmbedProps) => {
  const { status, retry } = useThirdPartyFrame(videoEmbedUrl(provider, videoId), active);
  const name = VIDEO_PROVIDER_NAMES[provider];

  if (status === "ready") {
    return (
      <div className={styles.video} {...thirdPartyMark(provider)}>
        <iframe
          className={styles.iframe}
          src={videoEmbedUrl(provider, videoId)}
          title={`${title} (${name} video)`}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
        />
      </div>
    );
  }

  return (
    <div className={styles.video} data-status={status} {...thirdPartyMark(provider)}>
      <LithoImage file={poster} alt="" fill className={styles.poster} />
      <div className={styles.card}>
        <span className={styles.badge} aria-hidden="true">
          {status === "checking" ? <span className={styles.spinner} /> : <Icon name="play" className={styles.badgeIcon} />}
        </span>
        <p className={styles.message} role="status">
          {status === "checking" && `Loading the ${name} player…`}
          {status === "unreachable" &&
            `The ${name} player could not be loaded: you may be offline, or ${name} may be blocked in this browser.`}
          {status === "idle" && `This video plays on ${name}.`}
        </p>
        <div className={styles.actions}>
          {status === "idle" && onPlay && (
            <button type="button" className={styles.retry} onClick={onPlay}>
              Play here
              <span className="visually-hidden">: {title}</span>
            </button>
          )}
          <a className={styles.link} href={videoPageUrl(provider, videoId)} target="_blank" rel="noopener noreferrer">
            Watch on {name}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          {status === "unreachable" && (
            <button type="button" className={styles.retry} onClick={retry}>
              Try again
            </button>
          )}
        </div>
      </div>
    </div>
  );
};
