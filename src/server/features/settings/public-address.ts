import type { AppContext } from '../../context';
import { publicAddressStatus, type PublicAddressStatus } from '../../engines/buffer/preflight';

export interface PublicAddressView {
  public_url: string;
  /** Whether PUBLIC_URL was set, or is the default the server made up from its port. */
  configured: boolean;
  status: PublicAddressStatus;
}

/** PUBLIC_URL as Buffer sees it, for the explanation on /admin that the publish checklist links to. */
export function publicAddress(ctx: AppContext): PublicAddressView {
  return {
    public_url: ctx.env.publicUrl,
    configured: Boolean(ctx.env.PUBLIC_URL),
    status: publicAddressStatus(ctx.env.publicUrl, ctx.env.BUFFER_API_URL),
  };
}
