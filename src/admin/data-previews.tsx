/**
 * The previews of the editor's data forms, drawn by the site's own components with the form's values.
 * Each returns undefined while the values are not valid data yet.
 */
import type { ReactNode } from 'react';
import buildTable from 'virtual:fee-table';
import readyDateServices from 'virtual:deadlines';
import { Header } from '../render/layout/Header';
import { Footer } from '../render/layout/Footer';
import { OfficeProvider } from '../render/office';
import { ContactLayout } from '../render/components/contact/ContactLayout';
import { ContactInfo } from '../render/components/contact/ContactInfo';
import { Departments } from '../render/components/contact/Departments';
import { PriceTable } from '../render/components/fees/PriceTable';
import { Card, CardGrid } from '../render/components/blocks/Cards';
import { SampleMark } from '../render/components/samples/SampleMark';
import { PageLayout } from '../kinds/pagina/Layout';
import { buildFeeTable, type FeeService } from '../shared/content/fee-table';
import { interpolateDeep, type FactMap, type FactUses } from '../shared/content/facts';
import { deadlinesSchema, feeTableSchema, glossarySchema, officeSchema } from '../shared/content/schema';
import { sortedTerms } from '../shared/content/glossary';
import { Glossary } from '../render/components/glossary/Glossary';
import { type ServiceFrontmatter } from '../kinds/servico/schema';
import { deadlineFacts } from '../shared/deadlines/deadline-text';
import { readyKinds } from '../shared/deadlines/services';
import { factItems } from './fact-list.ts';

export interface DataInput { data: Record<string, unknown>; slug: string; facts: FactMap; uses: FactUses }

export function officePreview({ data, facts }: DataInput): ReactNode {
  const parsed = officeSchema.safeParse(interpolateDeep(data, facts, () => {}));
  if (!parsed.success) return undefined;
  return (
    <OfficeProvider value={parsed.data}>
      <Header />
      <main id="conteudo">
        <PageLayout title={parsed.data.nome} showTitle={false}>
          <ContactLayout><ContactInfo /></ContactLayout>
          <Departments />
        </PageLayout>
      </main>
      <Footer />
    </OfficeProvider>
  );
}

/** The service pages the build shows prices on, in its order: which pages exist is the service forms' business. */
const shownServices: FeeService[] = buildTable.groups.map((group, ordem) => ({
  slug: group.slug, route: group.route, offered: true,
  fm: { title: group.title, ordem, custoResumo: group.statement } as ServiceFrontmatter,
}));

export function feeTablePreview({ data, facts }: DataInput): ReactNode {
  const parsed = feeTableSchema.safeParse(interpolateDeep(data, facts, () => {}));
  if (!parsed.success) return undefined;
  const { table } = buildFeeTable(parsed.data, shownServices);
  return <main id="conteudo"><PageLayout title="Emolumentos" showTitle={false}><PriceTable table={table} /></PageLayout></main>;
}

const FACTS = {
  title: (file: string) => `Fatos compartilhados: ${file}`,
  lead: 'Cada fato é escrito uma vez e aparece igual em todas as páginas que o usam. Abaixo, o texto de cada um como as páginas o mostram, e onde ele aparece.',
  writeAs: 'No texto das páginas:',
  usedIn: 'Aparece em:',
  unused: 'Ainda não aparece em nenhuma página.',
};

function FactCards({ items }: { items: ReturnType<typeof factItems> }) {
  return (
    <CardGrid>
      {items.map((fact) => (
        <Card key={fact.key} title={fact.name}>
          <p>{fact.text}<SampleMark kind="data" when={fact.toConfirm} /></p>
          <p><small>{FACTS.writeAs} <code>{`{{${fact.key}}}`}</code></small></p>
          {fact.uses.length
            ? <><p><small>{FACTS.usedIn}</small></p><ul>{fact.uses.map((use) => <li key={use.title}>{use.route ? <a href={use.route}>{use.title}</a> : use.title}</li>)}</ul></>
            : <p><small>{FACTS.unused}</small></p>}
        </Card>
      ))}
    </CardGrid>
  );
}

export function factsPreview({ data, slug, facts, uses }: DataInput): ReactNode {
  return (
    <main id="conteudo">
      <PageLayout title={FACTS.title(slug)} subtitle={FACTS.lead}>
        <FactCards items={factItems(data, facts, uses.uses)} />
      </PageLayout>
    </main>
  );
}

const DEADLINES = {
  title: 'Prazos dos serviços',
  lead: 'O que a página "Quando fica pronto?" calcula para cada serviço, e a frase que cada fato de prazo escreve nas páginas.',
  tool: 'Em "Quando fica pronto?"',
  facts: 'Frases dos fatos',
};

export function deadlinesPreview({ data, facts, uses }: DataInput): ReactNode {
  const parsed = deadlinesSchema.safeParse(data);
  if (!parsed.success) return undefined;
  const title = (slug: string) => readyDateServices.find((s) => s.slug === slug)?.title ?? slug;
  return (
    <main id="conteudo">
      <PageLayout title={DEADLINES.title} subtitle={DEADLINES.lead}>
        <h2>{DEADLINES.tool}</h2>
        <dl className="deadline-list__items">
          {parsed.data.prazos.filter((entry) => entry.servico).map((entry) => (
            <div key={entry.servico} className="deadline-list__item">
              <dt>{title(entry.servico!)}</dt>
              <dd><ul>{readyKinds(entry).map((k, i) => <li key={i}>{k.name && `${k.name}: `}{k.text}</li>)}</ul></dd>
            </div>
          ))}
        </dl>
        <h2>{DEADLINES.facts}</h2>
        <FactCards items={factItems(deadlineFacts(parsed.data), facts, uses.uses)} />
      </PageLayout>
    </main>
  );
}

const GLOSSARY = {
  title: 'Glossário',
  lead: 'Como a página Glossário mostra os termos, em ordem alfabética. Nas outras páginas, cada explicação aparece junto da primeira vez que a palavra está no texto.',
};

export function glossaryPreview({ data }: DataInput): ReactNode {
  const parsed = glossarySchema.safeParse(data);
  if (!parsed.success) return undefined;
  return (
    <main id="conteudo">
      <PageLayout title={GLOSSARY.title} subtitle={GLOSSARY.lead}>
        <Glossary list={sortedTerms(parsed.data)} />
      </PageLayout>
    </main>
  );
}
