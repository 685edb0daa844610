import Lightbox from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";

export interface LightboxSlide {
  src: string;
  width: number;
  height: number;
  alt: string;
  title: string;
  description?: string;
  srcSet?: { src: string; width: number; height: number }[];
}

export interface PhotoLightboxProps {
  slides: LightboxSlide[];
  index: number;
  open: boolean;
  onClose: () => void;
  onView: (index: number) => void;
}

/** The lightbox itself: loaded on demand, so a gallery costs nothing until it is used. */
const PhotoLightbox = ({ slides, index, open, onClose, onView }: PhotoLightboxProps) => (
  <Lightbox
    open={open}
    close={onClose}
    index={index}
    slides={slides}
    plugins={[Captions]}
    on={{ view: ({ index: viewed }) => onView(viewed) }}
    carousel={{ finite: slides.length < 3 }}
    controller={{ closeOnBackdropClick: true }}
    labels={{
      Previous: "Previous photograph",
      Next: "Next photograph",
      Close: "Close",
      Lightbox: "Photograph viewer",
      "{index} of {total}": "Photograph {index} of {total}",
    }}
  />
);

export default PhotoLightbox;
