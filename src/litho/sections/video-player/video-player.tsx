import { useState } from "react";
import { graphql } from "gatsby";
import { getSrc } from "gatsby-plugin-image";
import { Section, SectionHeading, headingId } from "../shared/section";
import { VideoEmbed } from "../../ui/video-embed";
import { clipCaptions } from "../../ui/clip-captions";
import * as styles from "./video-player.module.css";

export const fragment = graphql`
  fragment LithoVideoPlayerSectionFields on LithoVideoPlayerSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    layout
    source
    videoId
    title
    paragraphs
    background
    video {
      publicURL
    }
    captions {
      publicURL
    }
    poster {
      childImageSharp {
        gatsbyImageData(width: 960, aspectRatio: 1.7778, quality: 76, outputPixelDensities: [0.5, 1, 2])
      }
    }
  }
`;

type Section = Queries.LithoVideoPlayerSectionFieldsFragment;

/** The clip the site serves itself: nothing but its poster is fetched until the visitor plays it. */
const OwnClip = ({ section }: { section: Section }) => {
  const still = section.poster.childImageSharp?.gatsbyImageData;
  if (!section.video?.publicURL) return null;
  const captions = clipCaptions(`The video "${section.title}"`, section.captions);
  return (
    <video
      className={styles.clip}
      controls
      preload="none"
      playsInline
      poster={still ? getSrc(still) : undefined}
      aria-label={`${section.title}: video`}
    >
      <source src={section.video.publicURL} type="video/mp4" />
      <track kind="captions" src={captions} srcLang="en" label="English" default />
    </video>
  );
};

/** A provider's video: its still and a card until the visitor plays it here, or follows the link to the provider. */
const ProviderVideo = ({ section, provider }: { section: Section; provider: "youtube" | "vimeo" }) => {
  const [playing, setPlaying] = useState(false);
  return section.videoId ? (
    <VideoEmbed
      provider={provider}
      videoId={section.videoId}
      title={section.title}
      poster={section.poster}
      active={playing}
      onPlay={() => setPlaying(true)}
    />
  ) : null;
};

/** A video in the page, under its heading or beside it. */
export const VideoPlayer = ({ section }: { section: Section }) => {
  const id = section.heading ? headingId("video", section.heading.title) : undefined;
  const provider = section.source === "youtube" || section.source === "vimeo" ? section.source : null;
  const split = section.layout === "split";
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <div className={split ? styles.split : styles.wide}>
        <div>
          <SectionHeading heading={section.heading} id={id} />
          {split &&
            section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className={styles.text}>
                {paragraph}
              </p>
            ))}
        </div>
        <div className={styles.frame}>
          {provider ? <ProviderVideo section={section} provider={provider} /> : <OwnClip section={section} />}
        </div>
      </div>
    </Section>
  );
};
