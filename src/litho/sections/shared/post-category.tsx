import { Link } from "gatsby";
import { categoryTitle, listingViewPath } from "./listing-paths";

interface PostCategoryProps {
  category: string;
  /** A blog listing with a page per category (its sidebar or filter): the label links to the category's page there. */
  listing?: string | null;
  className?: string;
}

/** A post's category label: a link to the category's listing page when the section names one, plain text otherwise. */
export const PostCategory = ({ category, listing, className }: PostCategoryProps) =>
  listing ? (
    <Link to={listingViewPath(listing, { page: 1, category })} className={className} aria-label={`More in ${categoryTitle(category)}`}>
      {category}
    </Link>
  ) : (
    <span className={className}>{category}</span>
  );
