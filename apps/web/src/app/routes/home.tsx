import { Banner } from '@/components/layout/banner';
import { Generator } from '@/features/generator/components/generator';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSessionState } from '@/lib/use-session';

export function HomeRoute() {
  const session = useSessionState();
  useDocumentTitle('IntroAsk: ask for a warm introduction');
  return (
    <>
      <Banner />
      <div className="mx-auto max-w-6xl px-4 py-6">
        <h1 className="sr-only">Write an introduction request</h1>
        <Generator session={session.status} />
      </div>
    </>
  );
}
