import { defineTexts } from '../define.ts';

/** What `npm run catalog:import` says (issue 16): progress, the refusal, the summary. Server only. */
export const catalogImportRunTexts = defineTexts(
  {
    'catalogImport.cli.reading': '{file} okunuyor…',
    'catalogImport.cli.noFile': '{file} dosyası bulunamadı ya da okunamıyor.',
    'catalogImport.cli.readProgress': '{rows} satır okundu',
    'catalogImport.cli.writeProgress': '{written} / {total} ürün yazıldı',
    'catalogImport.cli.warningsHeading': 'Uyarılar ({n}):',
    'catalogImport.cli.errorsHeading': 'Hatalar ({n}):',
    'catalogImport.cli.refusedWhole':
      'Dosyada hata var: hiçbir şey yazılmadı. Hataları düzeltip yeniden deneyin ya da geçerli ürünleri almak için --skip-invalid kullanın.',
    'catalogImport.cli.skipped': 'Hatalı {n} satır atlandı (yukarıda listelendi).',
    'catalogImport.cli.dryRun': 'Deneme (--dry-run): veritabanına hiçbir şey yazılmadı.',
    'catalogImport.cli.missingImages': 'Bulunamayan ya da okunamayan görseller ({n}): {files}',
    'catalogImport.cli.summary':
      'Oluşturulan: {created}, güncellenen: {updated}, değişmeyen: {unchanged}, pasife alınan: {deactivated}, reddedilen: {refused} ({seconds} sn)',
    'catalogImport.cli.shopRunning':
      'Gömülü veritabanı başka bir süreçte açık (çalışan mağaza ya da başka bir komut): içe aktarma veritabanını bozmamak için durdu, hiçbir şey yazılmadı. Onu durdurup yeniden çalıştırın ya da PostgreSQL (DATABASE_URL) kullanın.',
    'catalogImport.cli.noDeactivate':
      '--deactivate-missing uygulanmadı: hatalı satırların ürünleri dosyada yokmuş gibi kapatılmasın diye.',
    'catalogImport.cli.listsStale': 'Çalışan mağazanın ürün listeleri önbellek süresi dolunca güncellenir.',
  },
  {
    'catalogImport.cli.reading': 'Reading {file}…',
    'catalogImport.cli.noFile': 'The file {file} does not exist or cannot be read.',
    'catalogImport.cli.readProgress': '{rows} rows read',
    'catalogImport.cli.writeProgress': '{written} / {total} products written',
    'catalogImport.cli.warningsHeading': 'Warnings ({n}):',
    'catalogImport.cli.errorsHeading': 'Errors ({n}):',
    'catalogImport.cli.refusedWhole':
      'The file has errors: nothing was written. Fix them and try again, or use --skip-invalid to import the valid products.',
    'catalogImport.cli.skipped': '{n} rows with errors were left out (listed above).',
    'catalogImport.cli.dryRun': 'Dry run (--dry-run): nothing was written to the database.',
    'catalogImport.cli.missingImages': 'Images not found or not readable ({n}): {files}',
    'catalogImport.cli.summary':
      'Created: {created}, updated: {updated}, unchanged: {unchanged}, deactivated: {deactivated}, refused: {refused} ({seconds} s)',
    'catalogImport.cli.shopRunning':
      'The embedded database is open in another process (the running shop or another command): the import stopped so as not to damage it, and nothing was written. Stop it and run this again, or use PostgreSQL (DATABASE_URL).',
    'catalogImport.cli.noDeactivate':
      '--deactivate-missing was not applied: the products of rows with errors must not be switched off as if the file left them out.',
    'catalogImport.cli.listsStale': "A running shop's product lists follow once their cache time has passed.",
  },
);
