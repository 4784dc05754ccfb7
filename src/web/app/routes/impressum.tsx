import { ImpressumContent } from '../../features/legal/components/impressum-content';
import { LegalPage } from '../layout/legal-page';

export default function ImpressumPage() {
  return <LegalPage title="Impressum">{(config) => <ImpressumContent config={config} />}</LegalPage>;
}
