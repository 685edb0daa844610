import { useState } from "react";
import { LithoImage } from "../../sections/shared/litho-image";
import { Icon } from "../../sections/shared/icon";
import { videoEmbedUrl } from "../../ui/third-party-embed";
import * as styles from "./blog-post.module.css";

interface EmbedPlayerProps {
  provider: "youtube" | "vimeo";
  videoId: string;
  title: string;
  poster: Parameters<typeof LithoImage>[0]["file"];
}

/** Third-party players load only when the visitor asks: until then a still and a play button. */
export const EmbedPlayer = ({ provider, videoId, title, poster }: EmbedPlayerProps) => {
  const [playing, setPlaying] = useState(false);
  const name = provider === "youtube" ? "YouTube" : "Vimeo";
  return (
    <div className={styles.embed}>
      {playing ? (
        <iframe
          src={videoEmbedUrl(provider, videoId)}
          title={`${title} (${name} video)`}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          className={styles.embedFrame}
        />
      ) : (
        <button type="button" className={styles.embedPoster} onClick={() => setPlaying(true)}>
          <LithoImage file={poster} alt="" fill />
          <span className={styles.play}>
            <Icon name="play" />
          </span>
          <span className={styles.embedNote}>
            Play the {name} video (loads content from {name})
          </span>
        </button>
      )}
    </div>
  );
};
