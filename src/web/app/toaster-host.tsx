import { lazy, Suspense, useEffect, useState } from 'react';
import { onToasterRequested } from '../lib/notify';

const AppToaster = lazy(() => import('./toaster'));

export function ToasterHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => onToasterRequested(() => setMounted(true)), []);
  return mounted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
