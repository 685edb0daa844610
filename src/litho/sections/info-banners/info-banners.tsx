import { graphql } from "gatsby";
import { LithoImage } from "../shared/litho-image";
import { Icon } from "../shared/icon";
import { MoreLink } from "../shared/more-link";
import { Section, SectionHeading, headingId } from "../shared/section";
import { Reveal } from "../../../components/reveal/reveal";
import * as styles from "./info-banners.module.css";

export const fragment = graphql`
  fragment LithoInfoBannersSectionFields on LithoInfoBannersSection {
    type
    anchor
    heading {
      ...LithoSectionHeadingFields
    }
    style
    background
    banners {
      overline
      title
      text
      link
      linkLabel
      badge
      icon
      facts
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 828, 1200], quality: 70)
        }
      }
    }
  }
`;

type Banner = Queries.LithoInfoBannersSectionFieldsFragment["banners"][number];

const STYLES = new Set(["cards", "strip", "split"]);

/**
 * The banner's call: the one link, whose box stretches over the whole banner (CSS), so the banner
 * is clickable anywhere and still reads as one link named by its call and subject.
 */
const BannerLink = ({ banner }: { banner: Banner }) =>
  banner.link ? (
    <MoreLink
      to={banner.link}
      label={banner.linkLabel ?? "Learn more"}
      subject={banner.title}
      className={styles.link}
      arrowClassName={styles.arrow}
    />
  ) : null;

const StripBanner = ({ banner }: { banner: Banner }) => (
  <div className={styles.banner}>
    {banner.icon && <Icon name={banner.icon} className={styles.icon} />}
    <p className={styles.line}>
      <strong className={styles.title}>{banner.title}</strong>
      {banner.text && <span className={styles.text}> {banner.text}</span>}
    </p>
    <BannerLink banner={banner} />
  </div>
);

const PhotoBanner = ({ banner, split }: { banner: Banner; split: boolean }) => (
  <article className={styles.banner}>
    <div className={styles.media}>
      <LithoImage file={banner.image} alt={banner.imageAlt ?? ""} fill className={styles.image} />
      {banner.badge && <span className={styles.badge}>{banner.badge}</span>}
    </div>
    <div className={styles.body}>
      {banner.overline && <p className={styles.overline}>{banner.overline}</p>}
      <h3 className={styles.title}>{banner.title}</h3>
      {banner.text && <p className={styles.text}>{banner.text}</p>}
      {split && banner.facts && banner.facts.length > 0 && (
        <ul className={styles.facts}>
          {banner.facts.map((fact) => (
            <li key={fact}>
              <Icon name="check" className={styles.tick} />
              {fact}
            </li>
          ))}
        </ul>
      )}
      <BannerLink banner={banner} />
    </div>
  </article>
);

/** Promotional banners: photo cards with a badge, slim strips with an icon, or photo-and-colour splits. */
export const InfoBanners = ({ section }: { section: Queries.LithoInfoBannersSectionFieldsFragment }) => {
  const look = section.style && STYLES.has(section.style) ? section.style : "cards";
  const id = section.heading ? headingId("banners", section.heading.title) : undefined;
  return (
    <Section anchor={section.anchor} background={section.background} labelledBy={id}>
      <SectionHeading heading={section.heading} id={id} />
      <div className={styles.list} data-style={look}>
        {section.banners.map((banner, index) => (
          <Reveal key={banner.title} delay={index * 0.1} className={styles.item}>
            {look === "strip" ? <StripBanner banner={banner} /> : <PhotoBanner banner={banner} split={look === "split"} />}
          </Reveal>
        ))}
      </div>
    </Section>
  );
};
