/**
 * The report as a PDF, built in the browser (so it works offline) and lazy-loaded on the
 * first 'Download PDF': title, agent and date, the narrative as plain text with bullets, the
 * target roles, every section's items with their reasons and full URLs, and the profile it
 * was built from, with page numbers. Saved as `{slug}.pdf`.
 */
import { PDFDocument } from 'pdf-lib';
import type { AgentReport, ReportSections } from '../../../contract';
import { absoluteDate, absoluteUrl, reportPath, scorePercent } from './labels';
import { narrativeBlocks } from './pdf-text';
import { createWriter, type PdfWriter } from './pdf-writer';
import { ITEM_SECTIONS, profileFacts } from './section-list';

function heading(writer: PdfWriter, text: string): void {
  writer.text(text, { size: 15, bold: true, before: 14 });
  writer.gap(4);
}

function writeSections(writer: PdfWriter, sections: ReportSections, origin: string): void {
  if (sections.target_roles.length > 0) {
    heading(writer, 'Target roles');
    for (const role of sections.target_roles) {
      writer.text(`${role.title} - fit score ${scorePercent(role.fit_score)}%`, { bold: true, before: 6 });
      if (role.matched_skills.length > 0) writer.text(`Skills you have: ${role.matched_skills.join(', ')}`);
      if (role.missing_skills.length > 0) writer.text(`Skills to build: ${role.missing_skills.join(', ')}`);
      if (role.reason) writer.text(role.reason, { color: 'muted' });
    }
  }
  if (sections.skill_gaps.length > 0) {
    heading(writer, 'Skill gaps');
    for (const gap of sections.skill_gaps) {
      writer.text(gap.skill, { bold: true, before: 4 });
      writer.text(gap.reason, { color: 'muted' });
    }
  }
  for (const [key, title] of ITEM_SECTIONS) {
    const items = sections[key];
    if (items.length === 0) continue;
    heading(writer, title);
    for (const item of items) {
      writer.text(item.title, { bold: true, before: 4 });
      if (item.reason) writer.text(item.reason, { color: 'muted' });
      writer.text(absoluteUrl(origin, item.href), { size: 9, color: 'link' });
    }
  }
  if (sections.next_steps.length > 0) {
    heading(writer, 'Next steps');
    sections.next_steps.forEach((step, index) => {
      writer.text(step.title, { bold: true, marker: `${index + 1}.`, before: 4 });
      if (step.detail) writer.text(step.detail, { indent: 14, color: 'muted' });
      if (step.href) writer.text(absoluteUrl(origin, step.href), { indent: 14, size: 9, color: 'link' });
    });
  }
  const facts = profileFacts(sections.profile);
  if (facts.length > 0) {
    heading(writer, 'What this report was built from');
    for (const [label, text] of facts) writer.text(`${label}: ${text}`);
  }
}

/** The PDF's bytes for `report`; links are made absolute on `origin`. */
export async function buildReportPdf(report: AgentReport, origin: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(report.title);
  doc.setAuthor(report.agent_name);
  const writer = await createWriter(doc);
  writer.text(report.title, { size: 20, bold: true });
  writer.text(`${report.agent_name} - ${absoluteDate(report.created_at)}`, { color: 'muted', before: 4 });
  writer.text(absoluteUrl(origin, reportPath(report.slug)), { size: 9, color: 'link' });
  writer.gap(8);
  for (const block of narrativeBlocks(report.output_data.message)) {
    if (block.kind === 'heading') heading(writer, block.text);
    else if (block.kind === 'bullet')
      writer.text(block.text, { marker: block.marker, indent: 8 + block.depth * 14, before: 2 });
    else writer.text(block.text, { before: 6 });
  }
  if (report.output_data.sections) writeSections(writer, report.output_data.sections, origin);
  writer.finish();
  return doc.save();
}

/** Builds the PDF and hands it to the browser as a download named `{slug}.pdf`. */
export async function downloadReportPdf(report: AgentReport, origin: string): Promise<void> {
  const bytes = await buildReportPdf(report, origin);
  const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${report.slug}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by the time this runs; freeing it at once could cut it off.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
