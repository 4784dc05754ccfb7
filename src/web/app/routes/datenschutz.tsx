import { DatenschutzContent } from '../../features/legal/components/datenschutz-content';
import { LegalPage } from '../layout/legal-page';

export default function DatenschutzPage() {
  return <LegalPage title="Datenschutzerklärung">{(config) => <DatenschutzContent config={config} />}</LegalPage>;
}
