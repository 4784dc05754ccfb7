import { BrandCard } from '../../../features/brand';

/** /admin/erscheinungsbild: the organisation's look with a live preview of the sharepics. */
export default function BrandSection() {
  return <BrandCard />;
}
