import type { AgreementDocument } from '../../../domain/checkout/agreement-document.ts';

interface Props {
  documents: readonly AgreementDocument[];
  /** Prefix for the element ids (one view per page part). */
  idPrefix: string;
  /** The heading level of each document's title. */
  level?: 3 | 4;
}

/**
 * The Ön Bilgilendirme Formu and the Mesafeli Satış Sözleşmesi as plain text blocks (headings,
 * paragraphs, tables), each in a scrollable region named by its title that the keyboard can reach.
 */
export function AgreementsView({ documents, idPrefix, level = 3 }: Props) {
  const Title = level === 3 ? 'h3' : 'h4';
  const Sub = level === 3 ? 'h4' : 'h5';
  return (
    <div className="agreement-docs">
      {documents.map((doc) => {
        const titleId = `${idPrefix}-${doc.id}`;
        return (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          <section key={doc.id} className="agreement-doc" aria-labelledby={titleId} tabIndex={0}>
            <Title id={titleId}>{doc.title}</Title>
            {doc.blocks.map((block, i) => {
              const key = `${doc.id}-${i}`;
              if (block.kind === 'heading') return <Sub key={key}>{block.text}</Sub>;
              if (block.kind === 'paragraph') return <p key={key}>{block.text}</p>;
              return (
                <table key={key}>
                  <thead>
                    <tr>
                      {block.head.map((cell, c) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the header cells are fixed text
                        <th key={c} scope="col">
                          {cell}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, r) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed text
                      <tr key={r}>
                        {row.map((cell, c) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: the cells are fixed text
                          <td key={c}>{cell}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
