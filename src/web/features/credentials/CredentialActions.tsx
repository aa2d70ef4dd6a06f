import { Download, FileJson, Link2 } from 'lucide-react';
import type { OpenBadgeCredential } from '../../../domain/credentials/index.ts';
import { section } from '../../i18n/index.ts';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { toast } from '../../ui/toast.tsx';
import { CREDENTIAL_URLS, verifyPageUrl } from './api.ts';

const t = section((m) => m.credentials);

function downloadJson(id: string, credential: OpenBadgeCredential) {
  const blob = new Blob([JSON.stringify(credential, null, 2)], { type: 'application/ld+json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `certificaat-${id}.json`;
  a.click();
  URL.revokeObjectURL(url);
}

async function copyLink(id: string) {
  try {
    await navigator.clipboard.writeText(verifyPageUrl(id));
    toast({ title: t.linkCopied, description: verifyPageUrl(id) });
  } catch {
    toast({ title: t.linkCopyFailed, variant: 'destructive' });
  }
}

/** Download as PDF or JSON, and copy the share link of one credential. */
export function CredentialActions({ id, credential }: { id: string; credential?: OpenBadgeCredential }) {
  return (
    <div className="flex flex-wrap gap-2">
      <a href={CREDENTIAL_URLS.pdf(id)} download className={buttonClass('primary', 'sm')}>
        <Download className="h-4 w-4" aria-hidden="true" />
        {t.downloadPdf}
      </a>
      {credential && (
        <Button variant="outline" size="sm" onClick={() => downloadJson(id, credential)}>
          <FileJson className="h-4 w-4" aria-hidden="true" />
          {t.downloadJson}
        </Button>
      )}
      <Button variant="outline" size="sm" onClick={() => copyLink(id)}>
        <Link2 className="h-4 w-4" aria-hidden="true" />
        {t.copyLink}
      </Button>
    </div>
  );
}
