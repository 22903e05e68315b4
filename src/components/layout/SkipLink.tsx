// The first stop of the keyboard on every page: a link past the header's navigation to the
// page's own content (`<main id="main">`). Hidden until it has the focus.
import { Link } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export const mainContentId = 'main';

export function SkipLink() {
  return (
    <Link
      href={`#${mainContentId}`}
      position="absolute"
      insetStart="2"
      top="2"
      zIndex="skipNav"
      px="4"
      py="2"
      rounded="md"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none' }}
    >
      <FormattedMessage id="layout.skipToContent" defaultMessage="Skip to main content" />
    </Link>
  );
}
