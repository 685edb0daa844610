import { useId } from "react";
import { Icon } from "../shared/icon";
import { SmartLink } from "../../ui/smart-link";
import { SocialLinks } from "../../chrome/social-links";
import { SubscribeForm } from "../../chrome/subscribe-form";
import { StatusSearch } from "./status-search";
import * as styles from "./status-ways.module.css";

type Section = Queries.LithoStatusScreenSectionFieldsFragment;

/** Whether the section gives a visitor any way on besides its buttons (the card is left out when not). */
export const hasWays = (section: Section): boolean =>
  Boolean(section.search || section.links || section.subscribe || section.contacts?.length || section.socials.length);

const GroupTitle = ({ id, children }: { id?: string; children: string }) => (
  <h3 id={id} className={styles.title}>
    {children}
  </h3>
);

const Contacts = ({ contacts }: { contacts: Section["contacts"] }) => (
  <ul className={styles.contacts}>
    {contacts?.map((contact) => (
      <li key={contact.label} className={styles.contact}>
        <span className={styles.contactIcon}>
          <Icon name={contact.icon} />
        </span>
        <span className={styles.contactLabel}>{contact.label}</span>
        {contact.link ? (
          <SmartLink to={contact.link} className={styles.contactValue}>
            {contact.text}
          </SmartLink>
        ) : (
          <span className={styles.contactValue}>{contact.text}</span>
        )}
      </li>
    ))}
  </ul>
);

/**
 * The ways on from a status screen, on a light card: the demo search, a list of pages, the
 * subscribe form, contact lines and social links, each only when the document gives it.
 */
export const StatusWays = ({ section, className }: { section: Section; className?: string }) => {
  const { search, links, subscribe, contacts, socials } = section;
  const linksId = useId();
  return (
    <div className={`${styles.card} ${className ?? ""}`}>
      {search && (
        <div className={styles.group}>
          {search.title && <GroupTitle>{search.title}</GroupTitle>}
          <StatusSearch action={search.action} />
        </div>
      )}
      {links && (
        <nav className={styles.group} aria-labelledby={linksId}>
          <GroupTitle id={linksId}>{links.title}</GroupTitle>
          <ul className={styles.links}>
            {links.items.map((item) => (
              <li key={item.link}>
                <SmartLink to={item.link} className={styles.link}>
                  {item.title}
                  <Icon name="arrow-right" className={styles.arrow} />
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {subscribe && (
        <div className={styles.group}>
          {subscribe.title && <GroupTitle>{subscribe.title}</GroupTitle>}
          <SubscribeForm tone="light" placeholder={subscribe.placeholder ?? undefined} buttonLabel={subscribe.buttonLabel ?? undefined} />
        </div>
      )}
      {(Boolean(contacts?.length) || socials.length > 0) && (
        <div className={styles.group}>
          {contacts && contacts.length > 0 && <Contacts contacts={contacts} />}
          {socials.length > 0 && (
            <SocialLinks
              className={styles.socials}
              look="round"
              size="sm"
              links={socials.map(({ link, icon, title, color }) => ({ link, icon, label: title, color }))}
            />
          )}
        </div>
      )}
    </div>
  );
};
