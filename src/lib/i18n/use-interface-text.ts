import { graphql, useStaticQuery } from "gatsby";
import { useInLanguage } from "./use-in-language";

/** The frame's and the controls' words in the page's language (data/site/en/interface.json and its copies). */
export const useInterfaceText = () => {
  const { allInterfaceText } = useStaticQuery<Queries.InterfaceTextQuery>(graphql`
    query InterfaceText {
      allInterfaceText {
        nodes {
          language
          homeLink
          skipToContent
          openMenu
          closeMenu
          mainMenu
          languageMenu
          footerMenu
          footerExplore
          footerVisit
          footerNote
          scrollToTop
          storyLabel
          opensInNewTab
          office {
            address
            email
            telephone
            openingHours
          }
          map {
            openIn
            frameTitle
            checking
            unreachable
            retry
          }
          market {
            widgetLocale
            eyebrow
            failed
            failedReason
            widgets {
              id
              title
              instrument
              summary
              linkText
            }
          }
          contactForm {
            labels {
              name
              email
              phone
              comment
            }
            optional
            phonePlaceholder
            phoneHint
            characterCount
            send
            sending
            checkSummary
            listSeparator
            success
            tryAgain
            fieldRefused
            failures {
              network
              invalid
              tooMany
              server
              malformed
              tooLarge
              delivery
            }
            messages {
              nameRequired
              nameSingleLine
              nameTooLong
              emailRequired
              emailInvalid
              emailTooLong
              phoneInvalid
              commentRequired
              commentTooLong
            }
          }
        }
      }
    }
  `);
  return useInLanguage(allInterfaceText.nodes, "interface.json");
};

export type InterfaceText = ReturnType<typeof useInterfaceText>;
