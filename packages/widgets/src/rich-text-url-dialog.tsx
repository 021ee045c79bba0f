import { Button, Dialog, FormField, Input, type Translatable, uiMessages, useTranslate } from '@pmc/ui';
import { useEffect, useState } from 'react';

/** Asks for an address (a link target or a picture) inside the editor's toolbar. */
export function RichTextUrlDialog({
  open,
  title,
  label,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: Translatable;
  label: Translatable;
  onClose: () => void;
  onSubmit: (url: string) => void;
}) {
  const t = useTranslate();
  const [url, setUrl] = useState('https://');
  useEffect(() => {
    if (open) setUrl('https://');
  }, [open]);
  const submit = () => {
    const trimmed = url.trim();
    if (trimmed && trimmed !== 'https://') onSubmit(trimmed);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t(title)}
      width={420}
      footer={
        <>
          <Button onClick={onClose}>{t(uiMessages.cancel)}</Button>
          <Button variant="primary" onClick={submit}>
            {t(uiMessages.ok)}
          </Button>
        </>
      }
    >
      <FormField label={t(label)}>
        <Input
          type="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
          }}
        />
      </FormField>
    </Dialog>
  );
}
