import UploadIcon from '@mui/icons-material/Publish';
import { useState } from 'react';
import { Button, useBasename } from 'react-admin';
import type { RegisterModel } from '../../core/schema/model';
import { useAreaTranslate } from '../i18n/useAreaTranslate';
import { importPath } from './api';
import { ImportDialog } from './ImportDialog';
import { importTexts } from './texts';

/** "Importar" of a list's toolbar (writers only): opens the CSV import of the register (src/import). */
export function CsvImportButton({ model }: { model: RegisterModel }) {
  const [open, setOpen] = useState(false);
  const basename = useBasename();
  const t = useAreaTranslate('import', importTexts);
  return (
    <>
      <Button label={t('button')} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <UploadIcon />
      </Button>
      {open && (
        <ImportDialog
          model={model}
          path={importPath(basename, model.resource)}
          open={open}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
