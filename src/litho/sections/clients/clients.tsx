import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { SmartLink } from "../../ui/smart-link";
import { Carousel } from "../../ui/carousel";
import type { CarouselSettings } from "../../ui/carousel-settings";
import { Section, SectionHeading, headingId } from "../shared/section";
import * as styles from "./clients.module.css";

export const fragment = graphql`
  fragment LithoClientsSectionFields on LithoClientsSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    style
    layout
    background
    clients {
      name
      link
      img {
        childImageSharp {
          gatsbyImageData(width: 200, quality: 80, outputPixelDensities: [0.5, 1, 2])
        }
      }
    }
  }
`;

type Client = Queries.LithoClientsSectionFieldsFragment["clients"][number];

/** Logos are small: more of them to a view than the carousel's default cards. */
const LOGO_CAROUSEL: CarouselSettings = {
  slidesPerView: 2,
  breakpoints: { 768: { slidesPerView: 3 }, 992: { slidesPerView: 5 } },
};

const Logo = ({ client }: { client: Client }) =>
  client.link && client.link !== "#" ? (
    <SmartLink to={client.link}>
      <LithoImage file={client.img} alt={client.name} />
    </SmartLink>
  ) : (
    <LithoImage file={client.img} alt={client.name} />
  );

/** Each style's class for a logo's box and for the grid around the logos (none for the default row). */
const LOOKS: Readonly<Record<string, { logo: string; grid: string }>> = {
  boxed: { logo: styles.boxed, grid: styles.tiles },
  hairline: { logo: styles.hairline, grid: styles.ruled },
};

/** Client logos in a row, greyed until hovered, each on its tile, or ruled by hairlines; in a grid or on a carousel. */
export const Clients = ({ section }: { section: Queries.LithoClientsSectionFieldsFragment }) => {
  const id = section.heading ? headingId("clients", section.heading.title) : undefined;
  const { logo: look, grid } = LOOKS[section.style ?? ""] ?? { logo: styles.logo, grid: "" };
  const label = section.heading?.overline ?? "Our clients";
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id} className={styles.band}>
      <SectionHeading heading={section.heading} id={id} />
      {section.layout === "carousel" ? (
        <Carousel
          label={label}
          theme={section.background === "dark" ? "light" : "dark"}
          settings={LOGO_CAROUSEL}
          slides={section.clients.map((client) => ({
            id: client.name,
            content: (
              <div className={look}>
                <Logo client={client} />
              </div>
            ),
          }))}
        />
      ) : (
        <ul className={`${styles.logos} ${grid}`} data-style={section.style ?? "row"} aria-label={section.heading ? undefined : label}>
          {section.clients.map((client) => (
            <li key={client.name} className={look}>
              <Logo client={client} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
};
