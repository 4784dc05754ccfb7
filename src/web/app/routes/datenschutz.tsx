import { DatenschutzContent } from '../../features/legal';
import { legalText } from '../../messages/legal';
import { LegalPage } from '../layout/legal-page';

export default function DatenschutzPage() {
  return <LegalPage title={legalText.datenschutzTitle}>{(config) => <DatenschutzContent config={config} />}</LegalPage>;
}
