// Chunk entry of the content area: the router loads this module once for all of its screens.
export { default as TextPageScreen } from '../../screens/content/TextPageScreen';
export { default as SignInPromptScreen } from '../../screens/content/SignInPromptScreen';
export { default as HelpListScreen } from '../../screens/content/HelpListScreen';
export { default as HelpDetailScreen } from '../../screens/content/HelpDetailScreen';
export { default as NoticeListScreen } from '../../screens/content/NoticeListScreen';
export { default as BannerDetailScreen } from '../../screens/content/BannerDetailScreen';
export { default as DownloadScreen } from '../../screens/content/DownloadScreen';
export { default as SecurityScreen } from '../../screens/content/SecurityScreen';
