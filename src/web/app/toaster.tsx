import { Toaster } from 'sonner';

export default function AppToaster() {
  return <Toaster richColors closeButton position="bottom-right" />;
}
