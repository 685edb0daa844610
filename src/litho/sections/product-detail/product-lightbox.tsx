import Lightbox from "yet-another-react-lightbox";
import "yet-another-react-lightbox/styles.css";

export interface ProductLightboxProps {
  open: boolean;
  index: number;
  slides: { src: string; width?: number; height?: number; alt: string }[];
  onClose: () => void;
  onView: (index: number) => void;
}

/** The gallery's lightbox (yet-another-react-lightbox): arrows move between views, Escape closes it. */
const ProductLightbox = ({ open, index, slides, onClose, onView }: ProductLightboxProps) => (
  <Lightbox
    open={open}
    close={onClose}
    index={index}
    slides={slides}
    on={{ view: ({ index: current }) => onView(current) }}
    carousel={{ finite: false }}
    labels={{ Previous: "Previous picture", Next: "Next picture", Close: "Close", Lightbox: "Product pictures", Carousel: "Pictures" }}
  />
);

export default ProductLightbox;
