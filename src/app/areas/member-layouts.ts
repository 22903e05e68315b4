// Chunk entry of the layouts only members see: the assets area and the user centre.
export { AssetsLayout } from '../../components/layout/AssetsLayout';
export { UserCentreLayout } from '../../components/layout/UserCentreLayout';
