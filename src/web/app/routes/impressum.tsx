import { ImpressumContent } from '../../features/legal';
import { legalText } from '../../messages/legal';
import { LegalPage } from '../layout/legal-page';

export default function ImpressumPage() {
  return <LegalPage title={legalText.impressumTitle}>{(config) => <ImpressumContent config={config} />}</LegalPage>;
}
