import { Link } from "gatsby";
import type { GroupStatus } from "./catalogue";
import { GroupIcon } from "./group-icon";
import * as styles from "./demo-index-view.module.css";

interface DemoIndexViewProps {
  groups: readonly GroupStatus[];
  /** Where the hero's search form goes (a plain GET, so it works without JavaScript). */
  searchPath: string;
}

const pad = (n: number): string => String(n).padStart(2, "0");

/**
 * The demo area's landing page and checklist: a hero with the totals, a jump list of the groups,
 * then one card grid per group. Built routes are links; routes not built yet are shown, marked
 * "Coming soon", but are not links.
 */
export const DemoIndexView = ({ groups, searchPath }: DemoIndexViewProps) => {
  const total = groups.reduce((sum, group) => sum + group.routes.length, 0);
  const built = groups.reduce((sum, group) => sum + group.built, 0);
  const coming = total - built;

  return (
    <>
      <section className={styles.hero} aria-labelledby="demo-index-title">
        <div className={styles.heroInner}>
          <div>
            <p className={styles.eyebrow}>Multipurpose template · demo index</p>
            <h1 id="demo-index-title" className={styles.title}>
              Every Litho demo, <span className={styles.titleAccent}>in one place</span>
            </h1>
            <p className={styles.lead}>
              Home pages, inner pages, portfolios, elements, headers, footers and a shop, each built from the same section library.{" "}
              {coming > 0 ? "Open any ready demo below; the rest are on their way." : "Open any of them below."}
            </p>
            <dl className={styles.stats}>
              <div className={styles.stat}>
                <dt>Demos</dt>
                <dd>{total}</dd>
              </div>
              <div className={styles.stat}>
                <dt>Ready</dt>
                <dd>{built}</dd>
              </div>
              {coming > 0 && (
                <div className={styles.stat}>
                  <dt>Coming soon</dt>
                  <dd>{coming}</dd>
                </div>
              )}
            </dl>
            <form className={styles.search} method="get" action={searchPath} role="search">
              <label htmlFor="demo-index-search" className="visually-hidden">
                Search the demo
              </label>
              <input
                id="demo-index-search"
                className={styles.searchInput}
                type="search"
                name="q"
                required
                placeholder="Pages, projects, posts…"
              />
              <button type="submit" className={styles.searchButton}>
                Search
              </button>
            </form>
          </div>
          <div className={styles.heroArt} aria-hidden="true">
            {groups.map((group) => (
              <span key={group.key} className={styles.heroTile}>
                <GroupIcon name={group.icon} size={34} />
              </span>
            ))}
          </div>
        </div>
      </section>

      <nav className={styles.jump} aria-label="Demo groups">
        <ul className={styles.jumpList}>
          {groups.map((group) => (
            <li key={group.key}>
              <a href={`#${group.key}`} className={styles.jumpLink}>
                {group.title}
                <span className={styles.jumpCount}>{group.routes.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group.key} id={group.key} className={styles.group} aria-labelledby={`${group.key}-title`}>
            <header className={styles.groupHeader}>
              <span className={styles.groupIcon}>
                <GroupIcon name={group.icon} size={28} />
              </span>
              <div className={styles.groupText}>
                <h2 id={`${group.key}-title`} className={styles.groupTitle}>
                  {group.title}
                </h2>
                <p className={styles.groupDescription}>{group.description}</p>
              </div>
              <p className={styles.groupCount}>
                <strong>{group.built}</strong> of {group.routes.length} ready
                <span className={styles.progress} aria-hidden="true">
                  <span style={{ width: `${(group.built / Math.max(1, group.routes.length)) * 100}%` }} />
                </span>
              </p>
            </header>
            <ul className={styles.cards}>
              {group.routes.map((route, index) => {
                const body = (
                  <>
                    <span className={styles.thumb} aria-hidden="true">
                      <GroupIcon name={group.icon} size={26} />
                      <span className={styles.thumbNumber}>{pad(index + 1)}</span>
                    </span>
                    <span className={styles.cardTitle}>{route.title}</span>
                    <span className={route.href ? styles.badgeReady : styles.badgeComing}>{route.href ? "View demo" : "Coming soon"}</span>
                  </>
                );
                return (
                  <li key={route.path} className={styles.cardItem}>
                    {route.href ? (
                      <Link to={route.href} className={`${styles.card} ${styles.cardReady}`}>
                        {body}
                      </Link>
                    ) : (
                      <div className={`${styles.card} ${styles.cardComing}`}>{body}</div>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
};
