import { UI_CONSTANTS } from '@introask/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PAGE } from '@/components/layout/frame';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function NotFoundRoute() {
  useDocumentTitle('Page Not Found · IntroAsk');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/', { replace: true }), UI_CONSTANTS.notFoundRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className={PAGE}>
      <h1 className="text-2xl font-semibold tracking-tight">Page Not Found</h1>
      <p className="mt-3 text-slate-700">The page you're looking for doesn't exist. Redirecting you home...</p>
      <Button className="mt-6" onClick={() => navigate('/', { replace: true })}>
        Return Home
      </Button>
    </div>
  );
}
