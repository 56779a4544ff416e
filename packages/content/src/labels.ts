import type { ContentLanguage } from '@quoteway/domain';

/**
 * The few words around a content page that are not in its Markdown, for the HTML the server
 * serves before the app runs (the app says them through Lingui): the date line and the table
 * of contents' name.
 */
export const contentLabels: Readonly<
  Record<ContentLanguage, { updated: string; contents: string }>
> = {
  en: { updated: 'Last updated', contents: 'Contents' },
  zh: { updated: '最后更新', contents: '目录' },
  es: { updated: 'Última actualización', contents: 'Contenido' },
  fr: { updated: 'Dernière mise à jour', contents: 'Sommaire' },
  it: { updated: 'Ultimo aggiornamento', contents: 'Indice' },
  ar: { updated: 'آخر تحديث', contents: 'المحتويات' },
};
