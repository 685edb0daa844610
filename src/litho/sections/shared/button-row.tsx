import { LithoButton } from "./button";

interface LithoButtonRowProps {
  buttons: readonly Queries.LithoButtonFieldsFragment[] | null | undefined;
  className?: string;
}

/** A section's buttons side by side: the first solid, the others outlined, unless the data names a style. */
export const LithoButtonRow = ({ buttons, className }: LithoButtonRowProps) =>
  buttons && buttons.length > 0 ? (
    <div className={className}>
      {buttons.map((button, index) => (
        <LithoButton key={button.title} {...button} variant={button.style ?? (index === 0 ? "solid" : "outline")} />
      ))}
    </div>
  ) : null;
