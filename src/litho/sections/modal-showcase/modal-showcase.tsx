import { useState } from "react";
import { graphql } from "gatsby";
import { LithoButton } from "../shared/button";
import { Icon } from "../shared/icon";
import { LithoImage } from "../shared/litho-image";
import { Section, SectionHeading, headingId, sectionBackground } from "../shared/section";
import { FormOutcomeNotice } from "../../chrome/form-outcome-notice";
import { MapPreview } from "../../ui/map-preview";
import { MODAL_ANIMATIONS, MODAL_SIZES, ModalDialog, dialogCommand, type ModalAnimation, type ModalSize } from "../../ui/modal-dialog";
import { TemplateForm, isTemplateFormId, type TemplateFormId } from "../../ui/template-form";
import { isVideoProvider } from "../../ui/third-party-embed";
import { VideoEmbed } from "../../ui/video-embed";
import * as buttonStyles from "../shared/button.module.css";
import * as styles from "./modal-showcase.module.css";

export const fragment = graphql`
  fragment LithoModalShowcaseSectionFields on LithoModalShowcaseSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    layout
    background
    modals {
      key
      opener {
        label
        style
        title
        caption
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 640, quality: 74, breakpoints: [360, 640])
          }
        }
      }
      dialog {
        kind
        size
        animation
        tone
        overline
        title
        text
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 1000, quality: 72, breakpoints: [480, 760, 1000])
          }
        }
        button {
          ...LithoButtonFields
        }
        dismissLabel
        formId
        buttonTitle
        provider
        videoId
        place {
          ...LithoMapPlaceFields
        }
      }
    }
  }
`;

type Modal = Queries.LithoModalShowcaseSectionFieldsFragment["modals"][number];
type DialogData = Modal["dialog"];

const KINDS = ["text", "subscribe", "contact", "video", "map"] as const;
type ModalKind = (typeof KINDS)[number];
const LAYOUTS = ["buttons", "cards", "split"] as const;
const BUTTON_STYLES = new Set(["solid", "dark", "outline"]);

const pick = <T extends string>(options: readonly T[], value: string | null | undefined, fallback: T): T =>
  value && (options as readonly string[]).includes(value) ? (value as T) : fallback;

export const modalDialogId = (key: string): string => `modal-${key}`;

/** What a dialog's data must hold for its kind; a page document that lacks it fails the build with this message. */
const checkDialog = (key: string, dialog: DialogData): ModalKind => {
  const kind = pick(KINDS, dialog.kind, "text");
  const fail = (problem: string) => {
    throw new Error(`modal-showcase section, modal "${key}": ${problem}`);
  };
  if (dialog.kind && kind !== dialog.kind) fail(`kind "${dialog.kind}" is not one of ${KINDS.join(", ")}`);
  if (kind === "subscribe" && dialog.formId !== "subscribe-terms") fail('a subscribe dialog holds the form "subscribe-terms"');
  if (kind === "contact" && (dialog.formId === "subscribe-terms" || !isTemplateFormId(dialog.formId))) {
    fail("a contact dialog holds contact-phone or contact-name-email");
  }
  if (kind === "video" && (!isVideoProvider(dialog.provider) || !dialog.videoId))
    fail("a video dialog names its provider (youtube or vimeo) and videoId");
  if (kind === "map" && !dialog.place) fail("a map dialog names its place");
  return kind;
};

interface OpenerProps {
  modal: Modal;
  onOpen: () => void;
}

/** The control that opens a dialog; it names the dialog, so the browser can open it before and without JavaScript. */
const Opener = ({ modal, onOpen }: OpenerProps) => {
  const { opener, dialog } = modal;
  const target = modalDialogId(modal.key);
  const control = {
    type: "button" as const,
    "aria-haspopup": "dialog" as const,
    "aria-controls": target,
    onClick: onOpen,
  };
  const command = dialogCommand(target, "show-modal");
  const badge = dialog.kind === "map" ? "map-pin" : "play";
  if (opener.style === "image" && opener.image) {
    return (
      <button {...control} {...command} className={styles.imageOpener}>
        <LithoImage file={opener.image} alt="" fill className={styles.openerImage} />
        <span className={styles.badge} aria-hidden="true">
          <Icon name={badge} className={styles.badgeIcon} />
        </span>
        <span className={styles.imageLabel}>{opener.label}</span>
      </button>
    );
  }
  if (opener.style === "play") {
    return (
      <button {...control} {...command} className={styles.playOpener}>
        <span className={styles.playRing} aria-hidden="true">
          <Icon name={badge} className={styles.badgeIcon} />
        </span>
        <span className={styles.playLabel}>{opener.label}</span>
      </button>
    );
  }
  const look = opener.style && BUTTON_STYLES.has(opener.style) ? opener.style : "solid";
  return (
    <button {...control} {...command} className={`${buttonStyles.button} ${buttonStyles[look]} ${styles.buttonOpener}`}>
      {opener.label}
    </button>
  );
};

interface DialogBodyProps {
  modal: Modal;
  kind: ModalKind;
  open: boolean;
  onClose: () => void;
}

/** The copy of a text, subscribe or contact dialog: title, paragraphs, then its form or its buttons. */
const DialogCopy = ({ modal, kind, onClose }: Omit<DialogBodyProps, "open">) => {
  const { dialog } = modal;
  const target = modalDialogId(modal.key);
  const dark = dialog.tone === "dark";
  return (
    <div className={`${styles.copy} ${dark ? styles.copyDark : ""}`}>
      {dialog.overline && <p className={styles.overline}>{dialog.overline}</p>}
      <h2 id={`${target}-title`} className={styles.title}>
        {dialog.title}
      </h2>
      {(dialog.text ?? []).map((paragraph) => (
        <p key={paragraph.slice(0, 40)} className={styles.text}>
          {paragraph}
        </p>
      ))}
      {(kind === "subscribe" || kind === "contact") && (
        <TemplateForm
          formId={dialog.formId as TemplateFormId}
          buttonLabel={dialog.buttonTitle ?? undefined}
          tone={dark ? "dark" : "light"}
          className={styles.form}
        />
      )}
      {(dialog.button || dialog.dismissLabel) && (
        <div className={styles.actions}>
          {dialog.button && <LithoButton {...dialog.button} variant={dialog.button.style ?? (dark ? "solid" : "dark")} />}
          {dialog.dismissLabel && (
            <button
              type="button"
              className={`${buttonStyles.button} ${buttonStyles.outline} ${styles.dismiss}`}
              onClick={onClose}
              {...dialogCommand(target, "close")}
            >
              {dialog.dismissLabel}
            </button>
          )}
        </div>
      )}
    </div>
  );
};

const DialogBody = ({ modal, kind, open, onClose }: DialogBodyProps) => {
  const { dialog } = modal;
  const titleId = `${modalDialogId(modal.key)}-title`;
  if (kind === "video" || kind === "map") {
    return (
      <div className={styles.media}>
        <header className={styles.mediaBar}>
          <h2 id={titleId} className={styles.mediaTitle}>
            {dialog.title}
          </h2>
          {dialog.text?.[0] && <p className={styles.mediaText}>{dialog.text[0]}</p>}
        </header>
        {kind === "video" && isVideoProvider(dialog.provider) && dialog.videoId ? (
          <VideoEmbed provider={dialog.provider} videoId={dialog.videoId} title={dialog.title} poster={dialog.image} active={open} />
        ) : (
          dialog.place && (
            <MapPreview
              place={dialog.place}
              image={dialog.place.image}
              imageAlt={dialog.place.imageAlt}
              title={dialog.place.title}
              autoLoad={open}
              className={styles.mapFrame}
            />
          )
        )}
      </div>
    );
  }
  const size = pick(MODAL_SIZES, dialog.size, "card");
  if (size === "card" || !dialog.image) return <DialogCopy modal={modal} kind={kind} onClose={onClose} />;
  return (
    <div className={size === "full" ? styles.fullLayout : styles.splitLayout}>
      <div className={styles.visual}>
        <LithoImage file={dialog.image} alt={dialog.imageAlt ?? ""} fill />
      </div>
      <DialogCopy modal={modal} kind={kind} onClose={onClose} />
    </div>
  );
};

/**
 * Buttons that open the template's dialogs, each from data: a message, a subscribe or contact
 * form posting to the real endpoints, a YouTube or Vimeo player or a Google map that loads only
 * while its dialog is open. Every dialog is the site's modal dialog (src/litho/ui/modal-dialog.tsx).
 */
export const ModalShowcase = ({ section }: { section: Queries.LithoModalShowcaseSectionFieldsFragment }) => {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const kinds = new Map(section.modals.map((modal) => [modal.key, checkDialog(modal.key, modal.dialog)]));
  const layout = pick(LAYOUTS, section.layout, "buttons");
  const id = section.heading ? headingId("modals", section.heading.title) : undefined;
  const onDark = sectionBackground(section.background) === "dark";
  const formIds = [...new Set(section.modals.map((modal) => modal.dialog.formId).filter(isTemplateFormId))];

  const openers = (
    <ul className={`${styles.openers} ${styles[`${layout}List`]} ${onDark ? styles.onDark : ""}`}>
      {section.modals.map((modal) => {
        const open = () => setOpenKey(modal.key);
        const { opener } = modal;
        if (layout !== "cards") {
          return (
            <li key={modal.key} className={styles.openerItem}>
              <Opener modal={modal} onOpen={open} />
              {opener.caption && <p className={styles.caption}>{opener.caption}</p>}
            </li>
          );
        }
        return (
          <li key={modal.key} className={styles.card}>
            {opener.image && opener.style !== "image" && (
              <div className={styles.cardMedia}>
                <LithoImage file={opener.image} alt={opener.imageAlt ?? ""} fill />
              </div>
            )}
            {opener.style === "image" && <Opener modal={modal} onOpen={open} />}
            <div className={styles.cardBody}>
              {opener.title && <h3 className={styles.cardTitle}>{opener.title}</h3>}
              {opener.caption && <p className={styles.caption}>{opener.caption}</p>}
              {opener.style !== "image" && <Opener modal={modal} onOpen={open} />}
            </div>
          </li>
        );
      })}
    </ul>
  );

  return (
    <>
      <Section anchor={section.anchor} background={section.background} labelledBy={id}>
        {layout === "split" ? (
          <div className={styles.splitSection}>
            <SectionHeading heading={section.heading} id={id} />
            {openers}
          </div>
        ) : (
          <>
            <SectionHeading heading={section.heading} id={id} />
            {openers}
          </>
        )}
      </Section>
      {section.modals.map((modal) => {
        const kind = kinds.get(modal.key) ?? "text";
        const { dialog } = modal;
        const close = () => setOpenKey((current) => (current === modal.key ? null : current));
        const media = kind === "video" || kind === "map";
        return (
          <ModalDialog
            key={modal.key}
            id={modalDialogId(modal.key)}
            open={openKey === modal.key}
            onClose={close}
            onOpen={() => setOpenKey(modal.key)}
            labelledBy={`${modalDialogId(modal.key)}-title`}
            size={media ? "wide" : pick<ModalSize>(MODAL_SIZES, dialog.size, "card")}
            animation={pick<ModalAnimation>(MODAL_ANIMATIONS, dialog.animation, "zoom")}
            tone={dialog.tone === "dark" ? "dark" : "light"}
            closeLabel="Close"
          >
            <DialogBody modal={modal} kind={kind} open={openKey === modal.key} onClose={close} />
          </ModalDialog>
        );
      })}
      {formIds.map((formId) => (
        <FormOutcomeNotice key={formId} formId={formId} />
      ))}
    </>
  );
};
