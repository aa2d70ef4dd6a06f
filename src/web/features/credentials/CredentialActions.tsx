import { Download, ExternalLink, FileJson, Link2 } from 'lucide-react';
import type { CredentialAnswer } from '../../../contracts/credentials.ts';
import { publicSection as section } from '../../i18n/language.ts';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { toast } from '../../ui/toast.tsx';
import { credentialPdfUrl, verifyPageUrl } from './urls.ts';

const t = section((m) => m.credentials);

function downloadJson(id: string, credential: object) {
  // The bare credential, exactly as signed: any verifier can take the file as it is.
  const blob = new Blob([JSON.stringify(credential, null, 2)], { type: 'application/vc+ld+json' });
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

/** LinkedIn's "add a certification" address, filled in with the credential's facts. */
function linkedInUrl(id: string, summary: CredentialAnswer['summary']) {
  const issued = summary.issuedAt ? new Date(summary.issuedAt) : null;
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: summary.courseTitle,
    organizationName: summary.instituteName,
    ...(issued
      ? { issueYear: String(issued.getUTCFullYear()), issueMonth: String(issued.getUTCMonth() + 1) }
      : {}),
    certUrl: verifyPageUrl(id),
    certId: id,
  });
  return `https://www.linkedin.com/profile/add?${params}`;
}

/** Download as PDF or JSON, copy the share link, add to LinkedIn (a valid credential). */
export function CredentialActions({
  id,
  credential,
  summary,
}: {
  id: string;
  credential?: object;
  summary?: CredentialAnswer['summary'];
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <a href={credentialPdfUrl(id)} download className={buttonClass('primary', 'sm')}>
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
      {summary && (
        <a
          href={linkedInUrl(id, summary)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('outline', 'sm')}
        >
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          {t.linkedin}
        </a>
      )}
    </div>
  );
}
