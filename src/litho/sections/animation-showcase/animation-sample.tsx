import { useEffect, useRef, useState } from "react";
import { animationsAllowed } from "../../../lib/motion";
import { commitRemountNow } from "../../../lib/commit-remount-now";
import { LithoImage } from "../shared/litho-image";
import { entranceEffect, timingSummary } from "../../ui/entrance-effects";
import * as styles from "./animation-sample.module.css";

type EntranceMotionComponent = typeof import("../../ui/entrance-motion").EntranceMotion;

export type AnimationSampleData = Queries.LithoAnimationShowcaseSectionFieldsFragment["items"][number];

const isBelowFold = (element: HTMLElement): boolean => element.getBoundingClientRect().top > window.innerHeight;

/**
 * One effect on a card: what enters (an image or a group of pieces) on a stage, its name, a line
 * about it, its settings and a Replay button. The server renders the resting state, and it stays a
 * plain block unless animations run (768 px and wider, no reduced motion); only then is the motion
 * code fetched, as the site's Reveal does. A card still below the fold then waits to play as it scrolls in.
 */
export const AnimationSample = ({ sample }: { sample: AnimationSampleData }) => {
  const stage = useRef<HTMLDivElement>(null);
  const [motion, setMotion] = useState<{ Component: EntranceMotionComponent; armed: boolean } | null>(null);
  const [plays, setPlays] = useState(0);
  const effect = entranceEffect(sample.effect);
  const pieces = sample.pieces && sample.pieces.length > 0 ? sample.pieces : null;

  useEffect(() => {
    const element = stage.current;
    if (!element || !animationsAllowed()) return undefined;
    let cancelled = false;
    void import(/* webpackChunkName: "entrance-motion" */ "../../ui/entrance-motion").then((module) => {
      if (!cancelled) commitRemountNow(() => setMotion({ Component: module.EntranceMotion, armed: isBelowFold(element) }));
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const specimen = sample.image ? (
    <div className={styles.picture}>
      <LithoImage file={sample.image} alt={sample.imageAlt ?? ""} />
    </div>
  ) : null;

  const renderPieces = (list: readonly string[]) =>
    list.map((piece, index) => (
      <>
        <span className={styles.pieceNumber} aria-hidden="true">
          {String(index + 1).padStart(2, "0")}
        </span>
        {piece}
      </>
    ));

  return (
    <li className={styles.card}>
      <div ref={stage} className={styles.stage}>
        {motion ? (
          <motion.Component
            effect={effect}
            timing={sample.animation}
            pieces={pieces ? renderPieces(pieces) : undefined}
            stagger={sample.stagger ?? undefined}
            armed={motion.armed}
            plays={plays}
            className={pieces ? styles.group : styles.single}
            pieceClassName={styles.piece}
          >
            {specimen}
          </motion.Component>
        ) : (
          <div className={pieces ? styles.group : styles.single}>
            {pieces
              ? renderPieces(pieces).map((piece, index) => (
                  <span key={index} className={styles.piece}>
                    {piece}
                  </span>
                ))
              : specimen}
          </div>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{sample.title}</h3>
        <p className={styles.text}>{sample.text}</p>
        <p className={styles.timing}>
          <span className="visually-hidden">Settings: </span>
          {timingSummary(sample.animation)}
        </p>
        <button type="button" className={styles.replay} onClick={() => setPlays((count) => count + 1)}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.replayIcon}>
            <path
              d="M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          Replay<span className="visually-hidden"> {sample.title}</span>
        </button>
      </div>
    </li>
  );
};
