// The logged-in user's menu (spec §2): the phone or else the email, cut to 12 characters, with
// User Center and Sign out. Loaded lazily with the header's member view, so a default export.
import { Button, Menu, Portal } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { usePlatform, useSessionSelector } from '../../app/platform-context';
import { sessionEvents } from '../../machines/session.events';
import { selectAccountLabel } from '../../machines/session.selectors';

export default function UserMenu() {
  const events = sessionEvents(usePlatform().session);
  const account = useSessionSelector(selectAccountLabel);
  const navigate = useNavigate();

  const onSelect = ({ value }: { value: string }) => {
    if (value === 'userCentre') navigate('/setting');
    if (value === 'signOut') {
      navigate('/');
      events.signOut();
    }
  };

  return (
    <Menu.Root onSelect={onSelect} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" data-testid="user-menu-trigger">
          {account}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.Item value="userCentre">
              <FormattedMessage id="nav.userCentre" defaultMessage="User Center" />
            </Menu.Item>
            <Menu.Item value="signOut" color="fg.error">
              <FormattedMessage id="nav.signOut" defaultMessage="Sign out" />
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
