import { useId, useState } from "react";
import { graphql } from "gatsby";
import { getSrc, type IGatsbyImageData } from "gatsby-plugin-image";
import { Section } from "../shared/section";
import { LithoImage } from "../shared/litho-image";
import { ProductPrice } from "../shared/product-price";
import { ProductCard } from "../shared/product-card";
import { productPagePath } from "../shared/listing-paths";
import { QuantityCounter } from "../../ui/quantity-counter";
import { Tabs } from "../../ui/tabs";
import { SmartLink } from "../../ui/smart-link";
import { CART_PATH, addToCart } from "../../chrome/cart";
import { useLazyPart } from "../../chrome/use-lazy-part";
import { dateTimeFormat } from "../../../lib/intl-formats";
import type { ProductLightboxProps } from "./product-lightbox";
import * as styles from "./product-detail.module.css";

const loadLightbox = () => import(/* webpackChunkName: "litho-product-lightbox" */ "./product-lightbox").then((module) => module.default);

export const fragment = graphql`
  fragment LithoProductDetailSectionFields on LithoProductDetailSection {
    type
    anchor
    productPage
    productPages
    background
    item {
      ...LithoProductDetailItem
    }
  }

  fragment LithoProductDetailItem on LithoProduct {
    slug
    name
    category
    categoryInfo {
      title
    }
    price
    salePrice
    stock
    rating
    reviewCount
    summary
    description
    colours {
      name
      hex
    }
    sizes
    information {
      label
      value
    }
    reviews {
      author
      rating
      date
      text
    }
    related {
      ...LithoProductCard
    }
    images {
      main: childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 0.8333, breakpoints: [360, 480, 640], quality: 76)
      }
      thumb: childImageSharp {
        gatsbyImageData(width: 96, height: 115, quality: 70, outputPixelDensities: [1, 2])
      }
      # The lightbox shows one file per picture (its src), so only that one is made.
      large: childImageSharp {
        gatsbyImageData(width: 900, quality: 80, formats: [AUTO], placeholder: NONE, outputPixelDensities: [1])
      }
    }
  }
`;

type SectionData = Queries.LithoProductDetailSectionFieldsFragment;
type Product = Queries.LithoProductDetailItemFragment;

const Stars = ({ rating }: { rating: number }) => (
  <span className={styles.stars} aria-hidden="true">
    {"★★★★★".slice(0, Math.round(rating))}
    <span className={styles.starsOff}>{"★★★★★".slice(Math.round(rating))}</span>
  </span>
);

const reviewDate = (iso: string): string =>
  dateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Hong_Kong" }).format(new Date(iso));

/** Which picture shows: the gallery's and the colour choice's, kept together by the page. */
interface ViewProps {
  view: number;
  onView: (index: number) => void;
}

/** Each colour is the colourway of the picture in the same place, so choosing one shows the other. */
const coloursMatchPictures = (product: Product): boolean => product.colours.length === product.images.length;

const Gallery = ({ product, view: active, onView: setActive }: { product: Product } & ViewProps) => {
  const [open, setOpen] = useState(false);
  const lightbox = useLazyPart<ProductLightboxProps>(loadLightbox);
  const slides = product.images.map((image, index) => {
    const data = image.large?.gatsbyImageData as IGatsbyImageData | undefined;
    return {
      src: (data && getSrc(data)) ?? "",
      width: data?.width,
      height: data?.height,
      alt: `${product.name}, view ${index + 1} of ${product.images.length}`,
    };
  });
  const image = product.images[active];
  return (
    <div className={styles.gallery}>
      <button
        type="button"
        className={styles.mainButton}
        aria-label={`Enlarge the picture: ${product.name}, view ${active + 1} of ${product.images.length}`}
        aria-haspopup="dialog"
        {...lightbox.triggerProps(() => setOpen(true))}
      >
        <LithoImage file={image ? { childImageSharp: image.main } : null} alt="" className={styles.mainImage} loading="eager" />
        <span className={styles.zoom} aria-hidden="true">
          ⤢
        </span>
      </button>
      <ul className={styles.thumbs}>
        {product.images.map((entry, index) => (
          <li key={index}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={
                coloursMatchPictures(product)
                  ? `Show the ${product.colours[index].name} colourway`
                  : `Show view ${index + 1} of ${product.images.length}`
              }
              aria-pressed={index === active}
              onClick={() => setActive(index)}
            >
              <LithoImage file={{ childImageSharp: entry.thumb }} alt="" />
            </button>
          </li>
        ))}
      </ul>
      {lightbox.Part && (
        <lightbox.Part open={open && lightbox.ready} index={active} slides={slides} onClose={() => setOpen(false)} onView={setActive} />
      )}
    </div>
  );
};

const Purchase = ({ product, link, view, onView }: { product: Product; link: string } & ViewProps) => {
  const id = useId();
  const linked = coloursMatchPictures(product);
  const [ownColour, setOwnColour] = useState(0);
  const colourIndex = linked ? view : ownColour;
  const colour = product.colours[colourIndex]?.name ?? null;
  const chooseColour = linked ? onView : setOwnColour;
  const [size, setSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState<string | null>(null);
  const needsSize = product.sizes.length > 0;
  const soldOut = product.stock === 0;
  const price = product.salePrice != null && product.salePrice < product.price ? product.salePrice : product.price;
  // The cart shows the colourway chosen.
  const thumb = product.images[linked ? view : 0]?.thumb?.gatsbyImageData as IGatsbyImageData | undefined;

  const add = () => {
    if (needsSize && !size) {
      setMessage("Choose a size first.");
      return;
    }
    if (quantity < 1) {
      setMessage("Choose a quantity of at least 1.");
      return;
    }
    addToCart({
      product: product.slug,
      name: product.name,
      price,
      quantity,
      colour,
      size,
      image: thumb ? (getSrc(thumb) ?? null) : null,
      link,
    });
    setMessage(`Added ${quantity} × ${product.name} to your cart.`);
  };

  return (
    <form
      className={styles.purchase}
      aria-label={`Buy ${product.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      {product.colours.length > 0 && (
        <fieldset className={styles.choice}>
          <legend className={styles.choiceTitle}>
            Colour: <span className={styles.choiceValue}>{colour}</span>
          </legend>
          <div className={styles.swatches}>
            {product.colours.map((entry, index) => (
              <label key={entry.name} className={styles.swatchLabel} title={entry.name}>
                <input
                  type="radio"
                  name={`${id}-colour`}
                  value={entry.name}
                  checked={index === colourIndex}
                  onChange={() => chooseColour(index)}
                />
                <span className={styles.swatch} style={{ background: entry.hex }} aria-hidden="true" />
                <span className="visually-hidden">{entry.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {needsSize && (
        <fieldset className={styles.choice}>
          <legend className={styles.choiceTitle}>
            Size: <span className={styles.choiceValue}>{size ?? "choose one"}</span>
          </legend>
          <div className={styles.sizes}>
            {product.sizes.map((entry) => (
              <label key={entry} className={styles.sizeLabel}>
                <input type="radio" name={`${id}-size`} value={entry} checked={size === entry} onChange={() => setSize(entry)} />
                <span>{entry}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className={styles.buyRow}>
        <QuantityCounter label={product.name} value={quantity} onChange={setQuantity} max={Math.max(product.stock, 0)} />
        <button type="submit" className={styles.addButton} disabled={soldOut}>
          {soldOut ? "Sold out" : "Add to cart"}
        </button>
      </div>
      <p className={styles.noJs}>Adding to the cart needs JavaScript.</p>
      <p className={styles.message} role="status">
        {message}
        {message?.startsWith("Added") && (
          <>
            {" "}
            <SmartLink to={CART_PATH}>View cart</SmartLink>
          </>
        )}
      </p>
    </form>
  );
};

/**
 * Where the products' own pages are: under the product page. On one of those pages, `productPage` is
 * that page itself (templates/litho-page.tsx), and the others are its siblings.
 */
const productPagesOf = (productPage: string, slug: string): string =>
  productPage.endsWith(`/${slug}`) ? productPage.slice(0, -(slug.length + 1)) : productPage;

/** Other pieces to look at next, as cards leading to their own pages. */
const RelatedProducts = ({ products, productPages }: { products: Product["related"]; productPages: string }) => {
  const titleId = useId();
  if (products.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.relatedTitle}>
        You may also like
      </h2>
      <ul className={styles.relatedGrid}>
        {products.map((item) => (
          <li key={item.slug}>
            <ProductCard product={item} link={productPagePath(productPages, item.slug)} />
          </li>
        ))}
      </ul>
    </section>
  );
};

/** The shop's product page: gallery and lightbox, choices, quantity, add to cart and the product's tabs. */
export const ProductDetail = ({ section }: { section: SectionData }) => {
  const product = section.item;
  const [view, setView] = useState(0);
  if (!product) throw new Error(`No product "${section.anchor ?? ""}" for a product-detail section`);
  return (
    <Section anchor={section.anchor} background={section.background}>
      <div className={styles.layout}>
        <Gallery product={product} view={view} onView={setView} />
        <div className={styles.summary}>
          {product.categoryInfo && <p className={styles.category}>{product.categoryInfo.title}</p>}
          <h2 className={styles.name}>{product.name}</h2>
          <p className={styles.rating}>
            {product.reviewCount === 0 ? (
              <span>No reviews yet</span>
            ) : (
              <>
                <Stars rating={product.rating} />
                <span>
                  {product.rating.toFixed(1)} out of 5 ({product.reviewCount} {product.reviewCount === 1 ? "review" : "reviews"})
                </span>
              </>
            )}
          </p>
          <ProductPrice price={product.price} salePrice={product.salePrice} className={styles.price} />
          <p className={styles.text}>{product.summary}</p>
          <p className={styles.stock}>
            {product.stock === 0 ? "Sold out" : product.stock < 5 ? `Only ${product.stock} left in stock` : "In stock"}
          </p>
          <Purchase product={product} link={section.productPage} view={view} onView={setView} />
        </div>
      </div>
      <Tabs
        label={`About ${product.name}`}
        variant="underline"
        className={styles.tabs}
        items={[
          {
            id: "description",
            title: "Description",
            content: (
              <div className={styles.panel}>
                {product.description.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            ),
          },
          {
            id: "information",
            title: "Additional information",
            content: (
              <table className={styles.facts}>
                <tbody>
                  {product.colours.length > 0 && (
                    <tr>
                      <th scope="row">Colours</th>
                      <td>{product.colours.map((colour) => colour.name).join(", ")}</td>
                    </tr>
                  )}
                  {product.sizes.length > 0 && (
                    <tr>
                      <th scope="row">Sizes</th>
                      <td>{product.sizes.join(", ")}</td>
                    </tr>
                  )}
                  {product.information.map((fact) => (
                    <tr key={fact.label}>
                      <th scope="row">{fact.label}</th>
                      <td>{fact.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ),
          },
          {
            id: "reviews",
            title: `Reviews (${product.reviews.length})`,
            content:
              product.reviews.length === 0 ? (
                <p className={styles.panel}>No reviews yet.</p>
              ) : (
                <ul className={styles.reviews}>
                  {product.reviews.map((review) => (
                    <li key={`${review.author}-${review.date}`} className={styles.review}>
                      <p className={styles.reviewHead}>
                        <strong>{review.author}</strong>
                        <time dateTime={review.date}>{reviewDate(review.date)}</time>
                      </p>
                      <p className={styles.reviewRating}>
                        <Stars rating={review.rating} />
                        <span className="visually-hidden">{review.rating} out of 5</span>
                      </p>
                      <p>{review.text}</p>
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
      {section.productPages && (
        <RelatedProducts products={product.related} productPages={productPagesOf(section.productPage, product.slug)} />
      )}
    </Section>
  );
};
