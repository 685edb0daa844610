import { graphql, useStaticQuery } from "gatsby";
import { useAllInLanguage, useInLanguage } from "../../lib/i18n/use-in-language";
import { Container } from "../container/container";
import { SectionHeading } from "../section-heading/section-heading";
import { ProductRow } from "../product-row/product-row";
import { Reveal } from "../reveal/reveal";
import * as styles from "./our-services.module.css";

/** The four product lines, shown the same way on the home page and on /products. */
export const OurServices = () => {
  const { allServicesSection, allProductCard } = useStaticQuery<Queries.OurServicesQuery>(graphql`
    query OurServices {
      allServicesSection {
        nodes {
          language
          eyebrow
          title
          intro
        }
      }
      allProductCard {
        nodes {
          language
          ...ProductCardFields
        }
      }
    }
  `);
  const servicesSection = useInLanguage(allServicesSection.nodes, "services.json");
  const products = useAllInLanguage(allProductCard.nodes);

  return (
    <section id="our-services" className={styles.section} aria-labelledby="our-services-title">
      <Container>
        <Reveal>
          <SectionHeading
            id="our-services-title"
            eyebrow={servicesSection.eyebrow}
            title={servicesSection.title}
            intro={servicesSection.intro}
            align="center"
          />
        </Reveal>
        {products.map((product, index) => (
          <ProductRow key={product.slug} product={product} reversed={index % 2 === 1} position={index + 1} />
        ))}
      </Container>
    </section>
  );
};
