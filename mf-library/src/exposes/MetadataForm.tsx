import '../contract';
import '../common/registerMessages';
import { MetadataForm } from '../features/metadata/components/MetadataForm';

export type { MetadataFormProps } from '../features/metadata/components/MetadataForm';
export default MetadataForm;
