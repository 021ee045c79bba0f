import { useLocale, useT } from '@pmc/i18n/react';
import { Button, Dialog, Empty, Spin } from '@pmc/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { queries } from '../../../app/queries.ts';
import { printDevMessages as m } from './messages.ts';
import { printDocument } from './print-document.ts';

/**
 * 预览: the stored template (read back from the server, never what the editor holds) in a sandboxed
 * frame, printed from that frame, so the print shows the template alone.
 */
export function PrintPreview({ id, name, onClose }: { id: string; name: string; onClose: () => void }) {
  const t = useT();
  const { locale } = useLocale();
  const frame = useRef<HTMLIFrameElement>(null);
  const template = useQuery(queries.printTemplate.info({ id }));
  const content = template.data?.content ?? '';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(m.previewTitle, { name })}
      width={860}
      footer={
        <Button
          variant="primary"
          disabled={!template.data || !content}
          onClick={() => frame.current?.contentWindow?.print()}
          data-testid="print-dev-print"
        >
          {t(m.print)}
        </Button>
      }
    >
      {template.isLoading ? (
        <Spin tip={m.loading} />
      ) : template.data && !content ? (
        <Empty description={t(m.emptyContent)} />
      ) : template.data ? (
        <iframe
          ref={frame}
          className="admin-print-preview"
          title={t(m.previewFrame, { name })}
          // No allow-scripts: nothing in the template can run. Same origin, so the app may call print();
          // allow-modals lets that print dialog open.
          sandbox="allow-same-origin allow-modals"
          srcDoc={printDocument(template.data.fullName, content, locale)}
          data-testid="print-dev-preview"
        />
      ) : null}
    </Dialog>
  );
}
