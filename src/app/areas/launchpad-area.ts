// Chunk entry of the new-coin subscription screens (/subscription, /subscribe, /subscriptionList): the router loads this module once for all three.
export { NewcoinZoneScreen } from '../../screens/launchpad/NewcoinZoneScreen';
export { SubscribeScreen } from '../../screens/launchpad/SubscribeScreen';
export { SubscriptionListScreen } from '../../screens/launchpad/SubscriptionListScreen';
