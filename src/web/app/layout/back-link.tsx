import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { commonText } from '../../messages/common';

export function BackLink({ to = '/', children = commonText.backToOverview }: { to?: string; children?: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={to}>
        <ArrowLeft aria-hidden />
        {children}
      </Link>
    </Button>
  );
}
