import { Download } from 'lucide-react';
import { AccountCard } from './account-card';

const LINK =
  'inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-100';

/** Plain links: the server answers with Content-Disposition: attachment, so the browser saves the file. */
export function DataCard() {
  return (
    <AccountCard title="Your data" className="space-y-2">
      <p className="text-sm text-slate-700">
        Everything IntroAsk keeps about you: your account, profile, introducers and every saved message.
      </p>
      <div className="flex flex-wrap gap-2">
        <a className={LINK} href="/api/account/export" download>
          <Download aria-hidden="true" className="h-4 w-4" />
          Download all my data (JSON)
        </a>
        <a className={LINK} href="/api/account/history.csv" download>
          <Download aria-hidden="true" className="h-4 w-4" />
          Download my history (CSV)
        </a>
      </div>
    </AccountCard>
  );
}
