import type { ReactElement } from "react";
import { graphql } from "gatsby";
import { Section, SectionHeading, headingId, sectionBackground, type SectionBackground } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import { HeadingBlock } from "./heading-block";
import { ParagraphBlock } from "./paragraph-block";
import { QuoteBlock } from "./quote-block";
import { ListBlock } from "./list-block";
import { SeparatorBlock } from "./separator-block";
import { ColumnsBlock } from "./columns-block";
import { MessageBlock } from "./message-block";
import { ButtonsBlock } from "./buttons-block";
import { SocialsBlock } from "./socials-block";
import * as styles from "./text-blocks.module.css";

export const fragment = graphql`
  fragment LithoTextBlocksSectionFields on LithoTextBlocksSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    layout
    columns
    background
    blocks {
      __typename
      ...LithoHeadingBlockFields
      ...LithoParagraphBlockFields
      ...LithoQuoteBlockFields
      ...LithoListBlockFields
      ...LithoSeparatorBlockFields
      ...LithoColumnsBlockFields
      ...LithoMessageBlockFields
      ...LithoButtonsBlockFields
      ...LithoSocialsBlockFields
    }
  }
`;

type Section = Queries.LithoTextBlocksSectionFieldsFragment;
type Block = Section["blocks"][number];
type BlockOf<Typename extends Block["__typename"]> = Extract<Block, { __typename: Typename }>;

/** What a block needs to know of where it stands. */
export interface BlockPlace {
  ground: SectionBackground;
  /** Headings in the flow sit one level under the section's title. */
  headingLevel: 2 | 3;
}

/** One renderer per member of the LithoTextBlock union: a kind without one fails the type check. */
const renderers: { [Typename in Block["__typename"]]: (block: BlockOf<Typename>, place: BlockPlace) => ReactElement } = {
  LithoHeadingBlock: (block, place) => <HeadingBlock block={block} level={place.headingLevel} onDark={place.ground === "dark"} />,
  LithoParagraphBlock: (block, place) => <ParagraphBlock block={block} onDark={place.ground === "dark"} />,
  LithoQuoteBlock: (block, place) => <QuoteBlock block={block} onDark={place.ground === "dark"} />,
  LithoListBlock: (block, place) => <ListBlock block={block} onDark={place.ground === "dark"} />,
  LithoSeparatorBlock: (block, place) => <SeparatorBlock block={block} onDark={place.ground === "dark"} />,
  LithoColumnsBlock: (block, place) => <ColumnsBlock block={block} onDark={place.ground === "dark"} />,
  LithoMessageBlock: (block) => <MessageBlock block={block} />,
  LithoButtonsBlock: (block) => <ButtonsBlock block={block} />,
  LithoSocialsBlock: (block) => <SocialsBlock block={block} />,
};

/**
 * Renders one block by its typename. A typename without a renderer means the data holds a kind this
 * section cannot draw: rendering stops loudly (at build time, in the static HTML) instead of dropping it.
 */
export const renderBlock = (block: { readonly __typename: string }, place: BlockPlace): ReactElement => {
  // Each renderer takes its own member; the typename lookup pairs them, so the widened call is safe.
  const render = (renderers as Record<string, ((block: never, place: BlockPlace) => ReactElement) | undefined>)[block.__typename];
  if (!render) throw new Error(`The text-blocks section has no renderer for ${block.__typename}`);
  return render(block as never, place);
};

const LAYOUTS = ["reading", "wide", "grid"] as const;

/**
 * Content blocks one after another, as an article is written: headings, paragraphs with drop caps
 * and highlights, quotes, lists, separators, columns, message boxes, buttons and social links. The
 * grid layout sets them side by side, to compare variants.
 */
export const TextBlocks = ({ section }: { section: Section }) => {
  const id = section.heading ? headingId("text", section.heading.title) : undefined;
  const ground = sectionBackground(section.background);
  const layout = LAYOUTS.find((candidate) => candidate === section.layout) ?? "reading";
  const place: BlockPlace = { ground, headingLevel: section.heading ? 3 : 2 };
  const classes = [
    styles.flow,
    styles[layout],
    layout === "grid" && section.columns === 3 ? styles.threeColumns : "",
    layout === "reading" && section.heading?.align === "center" ? styles.centred : "",
    styles[ground],
  ];
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <div className={classes.filter(Boolean).join(" ")}>
        {section.blocks.map((block, index) => (
          <Reveal key={index} delay={Math.min(index, 4) * 0.08} className={styles.block}>
            {renderBlock(block, place)}
          </Reveal>
        ))}
      </div>
    </Section>
  );
};
