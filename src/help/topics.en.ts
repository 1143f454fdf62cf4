/**
 * The help topics in English (issue 15): for each slug of topics.ts, the same sections, steps and shortcuts in
 * the same order, so a topic reads the same in either language. topics.ts stays the source of the structure
 * (slugs, routes, groups, related topics); `localizedTopic` lays these texts over it.
 */
import type { HelpGroup, HelpSection, HelpShortcut, HelpTopic } from './topics';

export type HelpTexts = Pick<HelpTopic, 'titulo' | 'resumo' | 'secoes' | 'atalhos' | 'palavras'>;

export const HELP_GROUPS_EN: Record<HelpGroup, string> = {
  geral: 'Getting started',
  inicio: 'Home',
  vendas: 'Sales',
  cadastros: 'Registers',
  equipe: 'Team and users',
  configuracao: 'Settings',
  ajuda: 'Help',
  admin: 'Platform administration',
};

const LIST_SHORTCUTS: HelpShortcut[] = [
  {
    teclas: 'Arrows, Home, End',
    acao: 'Move the focused cell in the list (Ctrl+Home and Ctrl+End go to the corners).',
  },
  { teclas: 'Enter or F2', acao: 'Edits the row at the focused cell, right there in the list.' },
  {
    teclas: 'Tab / Shift+Tab',
    acao: 'With the row being edited, goes to the next (or previous) editable cell.',
  },
  {
    teclas: 'Enter',
    acao: 'With the row being edited, saves the row. On a cell with a link, opens the link.',
  },
  { teclas: 'Esc', acao: "Undoes the row's editing." },
  { teclas: 'Ctrl+Enter (⌘+Enter on a Mac)', acao: "Opens the row's record." },
  { teclas: 'Space', acao: 'On the checkbox, selects or unselects the row.' },
];

const FORM_SHORTCUTS: HelpShortcut[] = [
  { teclas: 'Enter', acao: 'In a text field, saves the form.' },
  { teclas: 'Tab / Shift+Tab', acao: 'Goes to the next (or previous) field.' },
];

const GENERAL_SHORTCUTS: HelpShortcut[] = [
  { teclas: 'Ctrl+K (⌘K on a Mac)', acao: 'Opens the search.' },
  { teclas: 'F1', acao: 'Opens the help of the page you are on.' },
];

/** The sections every register list shares (topics.ts registerSections), in English. */
function registerSections(name: string, create: string): HelpSection[] {
  return [
    {
      titulo: 'Add',
      passos: [
        `Click "${create}", at the top of the list.`,
        'Fill in the fields. The required ones say what is missing when you save.',
        'Click "Save", or "Save and add another" to add several in a row.',
      ],
    },
    {
      titulo: 'Change right in the list',
      passos: [
        'On a computer, bring the focus to a cell with the arrows (or click it).',
        'Press Enter or F2 to edit the row; Tab goes to the next cell.',
        'Press Enter to save the row or Esc to undo.',
        "To see every field, click the name or press Ctrl+Enter: it opens the record's page.",
      ],
    },
    {
      titulo: 'Find',
      texto:
        'Type in the search, or use "Add filter" to filter by a field. Click a column\'s title to sort by it; "Columns" chooses the visible columns.',
    },
    {
      titulo: 'Delete and undo',
      passos: [
        'Select the records in the list (or open one of them) and click "Delete".',
        `Confirm. The ${name} go to the trash, and the message offers "Undo" for 10 seconds.`,
        'After that, restore them from the "Trash", at the top of the list (for those who may see it).',
      ],
    },
    {
      titulo: 'Export, import and change many',
      texto:
        '"Export" downloads the whole list as CSV, with the filters, order and columns on screen. "Import" reads a CSV in the same format. With records selected, "Bulk edit" changes the same fields of all of them at once. See the topic "Export, import and bulk edit".',
    },
  ];
}

export const HELP_EN: Record<string, HelpTexts> = {
  'primeiros-passos': {
    titulo: 'First steps',
    resumo: 'How the system is organised and where to start.',
    secoes: [
      {
        titulo: 'What is here',
        texto:
          'Each company has its own space: sales, negotiations, registers, team and settings. The menu on the left shows only the pages your profile may open. If you have a profile in more than one company, switch company by its name, at the top of the screen.',
      },
      {
        titulo: 'Start here',
        passos: [
          "Open the Dashboard to see the month's figures.",
          'Record a sale in Sales → "New sale".',
          'Follow the customers in progress in Negotiations.',
          'If you set up the company, review Products, Sale statuses and Teams before the first sales.',
        ],
      },
      {
        titulo: 'Find anything',
        texto:
          "Ctrl+K (⌘K on a Mac) opens the search: type a page's name, a sale's number or customer, a negotiation or a person. Each page's help opens with the \"?\" at the top of the screen or with F1.",
      },
      {
        titulo: 'Your details and your password',
        texto:
          'In the menu under your name, in the top right corner, "My profile" changes your details and your password; "Log out" ends the session.',
      },
    ],
    atalhos: GENERAL_SHORTCUTS,
    palavras: ['start', 'begin', 'introduction', 'tutorial', 'how to use', 'company', 'menu'],
  },
  atalhos: {
    titulo: 'Keyboard shortcuts',
    resumo: 'Everything done from the keyboard, page by page.',
    secoes: [
      {
        titulo: 'On any page',
        texto:
          'Ctrl+K (⌘K on a Mac) opens the search. F1 opens the help of the page you are on. Tab and Shift+Tab move between buttons and fields; Esc closes the open window.',
      },
      {
        titulo: 'In the register lists',
        texto:
          'The list works like a spreadsheet: the arrows move the focused cell, Enter or F2 edits the row, Tab goes to the next cell, Enter saves and Esc undoes. Ctrl+Enter opens the record.',
      },
      {
        titulo: 'In a sale',
        texto:
          "In the items, Enter in the quantity or the price goes to the next line's product (on the last one, it adds a line); Ctrl+Delete removes the line. Ctrl+Enter saves the sale from any field.",
      },
      {
        titulo: 'On the negotiations board',
        texto:
          'Enter opens the focused negotiation. Space picks the card up, the left and right arrows change the stage, Space or Enter drop it and Esc cancels.',
      },
    ],
    atalhos: [
      ...GENERAL_SHORTCUTS,
      { teclas: 'Esc', acao: 'Closes the open window or menu.' },
      ...LIST_SHORTCUTS,
      {
        teclas: 'Ctrl+Enter (⌘+Enter on a Mac)',
        acao: "In a sale: saves. In a negotiation's note: adds the note.",
      },
      { teclas: 'Ctrl+Delete', acao: 'In a sale: removes the item the cursor is in.' },
      { teclas: 'Space, arrows, Enter', acao: 'On the negotiations board: pick up, move and drop the card.' },
    ],
    palavras: [
      'keyboard',
      'key',
      'keys',
      'shortcut',
      'shortcuts',
      'hotkey',
      'ctrl',
      'f1',
      'f2',
      'esc',
      'enter',
      'tab',
    ],
  },
  'exportar-importar': {
    titulo: 'Export, import and bulk edit',
    resumo: 'Take a list to a spreadsheet, bring records in from a CSV and change many at once.',
    secoes: [
      {
        titulo: 'Export',
        passos: [
          'Filter and sort the list as you wish; choose the columns in "Columns".',
          'Click "Export". The CSV file holds the whole list, not only the page on screen.',
          'While it downloads, the screen shows how many rows arrived; "Cancel" stops it.',
        ],
      },
      {
        titulo: 'Import',
        passos: [
          'Click "Import" (for those who may change the register).',
          "Choose or drop a CSV file with the columns' titles on the first line (the export's format).",
          'Check which field each column goes to; those with the same title come linked. Use "Ignore" to leave a column out.',
          'Click "Check": each row is checked without saving anything.',
          'If there are errors, "Download errors (CSV)" brings the list; fix the file and choose it again.',
          'With no errors, click "Import": everything is saved at once.',
        ],
      },
      {
        titulo: 'Bulk edit',
        passos: [
          "Select the records in the list. With the whole page selected, you can extend the change to all of the filter's (up to 1,000).",
          'Click "Bulk edit" and choose the fields to change and the new values.',
          'Confirm. Either all change, or none: if a record prevents it, the message says which.',
        ],
      },
    ],
    atalhos: [],
    palavras: ['csv', 'spreadsheet', 'excel', 'export', 'import', 'bulk', 'mass', 'many', 'download', 'file'],
  },
  'rascunhos-e-conflitos': {
    titulo: 'Drafts, conflicts and session',
    resumo: 'What happens to what you typed when something goes wrong.',
    secoes: [
      {
        titulo: 'Drafts',
        texto:
          'While you fill in a form, what you typed is kept in this browser. If the page closes before saving, opening the same form shows "Restore draft from …" or "Discard". On saving, the draft goes away.',
      },
      {
        titulo: 'Someone else changed the same record',
        passos: [
          'On saving, if someone saved the record after you opened it, nothing is lost: the screen shows the fields that differ.',
          'For each field, choose "My version" or "Current version" (when possible, both together); "Edit in the form" takes you to the field.',
          'Click "Save" to store the result.',
        ],
      },
      {
        titulo: 'The session ended',
        texto:
          'If the session expires in the middle of your work, a window asks for your password: type it and click "Sign in" to go on where you stopped, without losing what is on screen. "Sign in as another user" keeps what was typed as a draft.',
      },
      {
        titulo: 'No connection',
        texto:
          'Without internet, the "Offline" notice shows at the top of the screen. Wait for the connection to come back to save.',
      },
    ],
    atalhos: [],
    palavras: ['draft', 'conflict', 'session', 'password', 'expired', 'offline', 'lost', 'version', 'merge'],
  },
  painel: {
    titulo: 'Dashboard',
    resumo: 'The figures that matter to you, on entering the company.',
    secoes: [
      {
        titulo: 'What shows',
        texto:
          "Sellers see their own month: how much they sold, how many sales, the average ticket, sales by status, the open negotiations by stage and the progress against last month. Supervisors see their teams; managers see the company: best sellers, sales by source and by product, the negotiations' value by stage and the last 12 months.",
      },
      {
        titulo: 'See what is behind a figure',
        texto:
          'Click a figure, a bar or a row: it opens the list of sales (or negotiations) filtered exactly by it. Sales in statuses that cancel are left out of the totals.',
      },
    ],
    atalhos: GENERAL_SHORTCUTS,
    palavras: ['home', 'dashboard', 'summary', 'goals', 'goal', 'figures', 'indicators', 'average ticket'],
  },
  vendas: {
    titulo: 'Sales',
    resumo: 'Record sales and find them: customer, items, status and totals.',
    secoes: [
      {
        titulo: 'Record a sale',
        passos: [
          'Click "New sale".',
          'Fill in the customer and, if needed, seller, team, source, point of sale and system.',
          "In the items, type the product's code or name; the price comes from the register and can be changed. Enter in the quantity or the price of the last line adds another line.",
          'Choose the status and click "Save" (or press Ctrl+Enter). "Save and new" saves and leaves the form ready for the next one.',
        ],
      },
      {
        titulo: 'Find sales',
        texto:
          'The filters are always in view: search by customer, CPF/CNPJ or number, period, status, seller, team, source and point of sale. The top of the list shows how many sales the filters select and their total; sales in statuses that cancel are left out of the total. "Clear filters" goes back to the whole list.',
      },
      {
        titulo: 'Change the status of many sales',
        passos: [
          'Select the sales in the list (for those who may run automations).',
          'Click "Change status", choose the new status and confirm.',
          'The message says which sales stayed as they were, and why.',
        ],
      },
      {
        titulo: 'Audit and history',
        texto:
          'In a sale, auditors use "Mark as audited"; after that only auditors change it. "History" shows each change of the sale, by whom and when.',
      },
      {
        titulo: 'Delete',
        texto:
          'In a sale, "Delete" sends it to the trash; the message offers "Undo" for 10 seconds. Those who may see the trash restore it later from the "Trash".',
      },
    ],
    atalhos: [
      { teclas: 'Ctrl+Enter (⌘+Enter on a Mac)', acao: 'Saves the sale, from any field.' },
      {
        teclas: 'Enter (in the quantity or the price)',
        acao: "Goes to the next line's product; on the last, adds a line.",
      },
      { teclas: 'Ctrl+Delete', acao: 'Removes the item the cursor is in.' },
      { teclas: 'Tab (in the list)', acao: "Reaches the sale's number; Enter opens it." },
      ...GENERAL_SHORTCUTS,
    ],
    palavras: [
      'sale',
      'order',
      'customer',
      'cpf',
      'cnpj',
      'items',
      'total',
      'status',
      'audit',
      'audited',
      'new sale',
      'filter',
    ],
  },
  negociacoes: {
    titulo: 'Negotiations',
    resumo: 'The sales funnel: each customer in progress, stage by stage, until it becomes a sale.',
    secoes: [
      {
        titulo: 'Board and list',
        texto:
          'In "View", choose between the board by stage (a column per stage, with how many negotiations and the estimated value of each) and the list.',
      },
      {
        titulo: 'New negotiation',
        passos: [
          'Click "New negotiation".',
          'Fill in the customer, the stage, the estimated value and the expected closing date.',
          'Save.',
        ],
      },
      {
        titulo: 'Change stage',
        passos: [
          'On the board, drag the card to another column.',
          'From the keyboard: bring the focus to the card with Tab, press Space to pick it up, use the left and right arrows and drop it with Space or Enter. Esc cancels.',
        ],
      },
      {
        titulo: 'Notes',
        texto:
          'In a negotiation, write in "New note" and press Ctrl+Enter to add it to the history. The note is stored when the negotiation is saved.',
      },
      {
        titulo: 'Convert into a sale',
        passos: [
          'When the customer closes, open the negotiation and click "Convert into a sale".',
          "The sale's form comes filled in with the negotiation's details; complete the items and save.",
          'After that, the negotiation shows "See the sale", which leads to the sale created.',
        ],
      },
    ],
    atalhos: [
      { teclas: 'Enter', acao: 'On the board, opens the focused negotiation.' },
      { teclas: 'Space', acao: 'Picks up the focused card (and drops it again).' },
      { teclas: '← / →', acao: 'With the card picked up, takes it to the previous or next stage.' },
      { teclas: 'Esc', acao: 'Cancels the change of stage.' },
      { teclas: 'Ctrl+Enter (⌘+Enter on a Mac)', acao: 'In "New note", adds the note.' },
      ...GENERAL_SHORTCUTS,
    ],
    palavras: [
      'negotiation',
      'funnel',
      'pipeline',
      'board',
      'kanban',
      'stage',
      'prospecting',
      'proposal',
      'convert',
      'note',
    ],
  },
  'meus-relatorios': {
    titulo: 'My reports',
    resumo: 'The reports the company published, with the figures you may see.',
    secoes: [
      {
        titulo: 'Open a report',
        passos: [
          'Choose the report in the list.',
          'Choose the period: today, this week, this month, last month, last 30 or 90 days, this year or a custom period.',
          'The chart and the table compare with the previous period, of the same length.',
        ],
      },
      {
        titulo: "Go to a bar's sales",
        texto:
          'Click a bar of the chart or a row of the table: it opens the list of sales filtered by it. "Export" downloads the table as CSV.',
      },
      {
        titulo: 'What each one sees',
        texto:
          "Each person sees only the sales they may see in the list: sellers, their own; supervisors, their teams'. Sales in statuses that cancel are left out of the totals.",
      },
    ],
    atalhos: GENERAL_SHORTCUTS,
    palavras: ['report', 'chart', 'period', 'comparison', 'figures', 'csv'],
  },
  'minha-equipe': {
    titulo: 'My team',
    resumo: "Your team: the supervisor, the members and each one's sales in the month.",
    secoes: [
      {
        titulo: 'What shows',
        texto:
          'The team\'s supervisor and each member, with the role, how many sales they made and the total. You show marked as "You". Sales in statuses that cancel do not count.',
      },
      {
        titulo: 'Who changes the team',
        texto: 'The members and the supervisor are set in Teams, by those who may register teams.',
      },
    ],
    atalhos: GENERAL_SHORTCUTS,
    palavras: ['team', 'squad', 'members', 'supervisor', 'colleagues'],
  },
  produtos: {
    titulo: 'Products',
    resumo: 'The products and services the company sells, with code, price and commission.',
    secoes: [
      {
        titulo: 'What it is for',
        texto:
          "In a sale, the product is chosen by code or by name, and the register's price comes filled in. An inactive product is no longer offered in new sales.",
      },
      ...registerSections('products', 'Create product'),
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: ['product', 'service', 'price', 'code', 'commission', 'category', 'catalogue', 'plan'],
  },
  adicionais: {
    titulo: 'Add-ons',
    resumo: 'What is added to a product in a sale: insurance, installation, an extra package.',
    secoes: [
      {
        titulo: 'What it is for',
        texto:
          "Each item of a sale may carry add-ons; the line's total is the quantity times the unit price plus the add-ons' prices.",
      },
      ...registerSections('add-ons', 'Create add-on'),
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: ['add-on', 'extra', 'insurance', 'installation', 'package', 'price'],
  },
  pdvs: {
    titulo: 'Points of sale',
    resumo: 'The shops, kiosks and channels where sales happen.',
    secoes: [
      {
        titulo: 'What it is for',
        texto: 'Each sale may say at which point of sale it happened, and the sales list filters by it.',
      },
      ...registerSections('points of sale', 'Create point of sale'),
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: ['pos', 'shop', 'store', 'kiosk', 'channel', 'branch', 'address', 'cnpj'],
  },
  origens: {
    titulo: 'Sources',
    resumo: 'Where the customer came from: referral, website, shop, campaign.',
    secoes: [
      {
        titulo: 'What it is for',
        texto: "The sale records the customer's source; the managers' Dashboard shows the sales by source.",
      },
      ...registerSections('sources', 'Create source'),
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: ['source', 'origin', 'referral', 'campaign', 'website', 'marketing', 'channel'],
  },
  sistemas: {
    titulo: 'Systems',
    resumo: "The external systems where the sale is recorded or activated: the carrier's portal, an ERP.",
    secoes: [
      {
        titulo: 'What it is for',
        texto:
          "The sale says in which system it was entered; the system's address is at hand in the register.",
      },
      ...registerSections('systems', 'Create system'),
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: ['system', 'erp', 'portal', 'carrier', 'integration', 'address'],
  },
  usuarios: {
    titulo: 'Users',
    resumo: 'Who enters the company: invite people, give role and team, activate and deactivate.',
    secoes: [
      {
        titulo: 'Invite a person',
        passos: [
          'Click "Invite user".',
          'Fill in full name, email and, if you wish, the employee ID and an initial password.',
          'Choose the role (only the roles below yours can be given) and the team.',
          'Click "Invite". The person sees the invitation in "My profile" and accepts it.',
        ],
      },
      {
        titulo: 'Find and change',
        texto:
          'Filter by name, role, team or state. Open the person to change the role or the team, or to activate and deactivate their profile in this company.',
      },
    ],
    atalhos: [...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: [
      'user',
      'person',
      'invitation',
      'invite',
      'access',
      'role',
      'deactivate',
      'email',
      'employee id',
    ],
  },
  perfis: {
    titulo: 'Profiles',
    resumo: "Each person's link with the company: the role, the team and the invitation's state.",
    secoes: [
      {
        titulo: 'What it is for',
        texto:
          'The profile gives access to the company once the invitation was accepted and the profile is active. The role sets what the person may do; the team, whose sales the supervisor sees.',
      },
      {
        titulo: 'Change role or team',
        passos: ['Open the profile in the list.', 'Choose the role and the team.', 'Save.'],
      },
    ],
    atalhos: [...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: ['profile', 'role', 'permission', 'permissions', 'invitation accepted', 'active', 'access'],
  },
  equipes: {
    titulo: 'Teams',
    resumo: 'The sales teams: the supervisor and the members of each.',
    secoes: [
      {
        titulo: 'Create a team',
        passos: [
          'Click "Create team".',
          "Give it a name, choose the supervisor and, if you wish, an icon (an emoji or an image's address).",
          'Save.',
        ],
      },
      {
        titulo: 'Members',
        passos: [
          'Open the team.',
          'In "Add member", type part of the name; the arrows choose and Enter adds.',
          'Whoever is already in another team shows as "In another team": adding them moves them to this team.',
        ],
      },
      {
        titulo: 'What the supervisor sees',
        texto:
          "The supervisor sees their teams' sales and negotiations, on the Dashboard, in the lists and in the reports.",
      },
      ...registerSections('teams', 'Create team').slice(2, 4),
    ],
    atalhos: [
      { teclas: 'Arrows and Enter', acao: 'In "Add member", choose and add the person.' },
      ...LIST_SHORTCUTS,
      ...GENERAL_SHORTCUTS,
    ],
    palavras: ['team', 'squad', 'supervisor', 'member', 'members', 'sales group'],
  },
  aparencia: {
    titulo: 'Appearance',
    resumo: "The company's colour and icon in the system.",
    secoes: [
      {
        titulo: 'Change the colour and the icon',
        passos: [
          'Click one of the colours: the whole system already shows in it, for you to check.',
          'Choose an icon, or "No icon".',
          'Click "Save" for the colour and icon to hold for everyone in the company. "Discard", or leaving the page without saving, goes back to what it was.',
        ],
      },
      {
        titulo: 'Dark mode',
        texto:
          "Light or dark mode is each person's choice, in the theme button at the top of the screen, and does not change the company's colour.",
      },
    ],
    atalhos: GENERAL_SHORTCUTS,
    palavras: ['appearance', 'colour', 'color', 'colours', 'icon', 'theme', 'logo', 'brand', 'dark', 'light'],
  },
  relatorios: {
    titulo: 'Reports',
    resumo: 'Set up the reports the company publishes in My reports.',
    secoes: [
      {
        titulo: 'Create a report',
        passos: [
          'Click "Create report".',
          'Give it a name and an address (the end of the link in My reports, such as sales-of-the-month).',
          'Choose the type: sales by period, by seller, by team, by status, or negotiations by stage.',
          'Tick "Public" to show it to every profile of the company, and "Active".',
          'Save. On opening the report, the preview shows the chart and the table with the current data.',
        ],
      },
      {
        titulo: 'Preview',
        texto:
          'In the preview, change the period to check the figures. Clicking a bar or a row opens the list of sales filtered by it.',
      },
      ...registerSections('reports', 'Create report').slice(3, 4),
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: ['report', 'chart', 'publish', 'public', 'type', 'address', 'uri'],
  },
  'venda-status': {
    titulo: 'Sale statuses',
    resumo:
      'The stages a sale goes through (entered, under review, approved, cancelled…), with colour and order.',
    secoes: [
      {
        titulo: 'Create a status',
        passos: [
          'Click "Create sale status".',
          "Give the name, the chip's colour and the order it shows in.",
          'Tick "Completes the sale" if sales in this status count as completed.',
          'Tick "Cancels the sale" if sales in this status leave the totals (of the Dashboard, the list, the reports).',
          'Save.',
        ],
      },
      {
        titulo: 'Deactivate',
        texto:
          'Untick "Active" to stop offering the status in sales without touching the sales that already have it.',
      },
      ...registerSections('statuses', 'Create sale status').slice(1, 4),
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: [
      'status',
      'state',
      'stage',
      'cancelled',
      'completed',
      'colour',
      'totals',
      'cancels',
      'finishes',
    ],
  },
  'campos-extras': {
    titulo: 'Extra fields',
    resumo: 'The fields the company adds to sales, beyond the usual ones.',
    secoes: [
      {
        titulo: 'Create a field',
        passos: [
          'Click "Create extra field".',
          'Choose the position (from 1 to 20; it identifies the field and does not change later).',
          'Give the label and the type. For "List of options", write the options.',
          'Tick "Required" if every sale needs it, and save.',
        ],
      },
      {
        titulo: 'Where it shows',
        texto:
          'The active fields show in the sale\'s form, under "Extra fields". Deactivate a field to hide it from new sales.',
      },
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: ['field', 'extra', 'custom', 'customised', 'position', 'slot', 'options', 'required'],
  },
  alteracoes: {
    titulo: 'Changes',
    resumo: 'Everything that changed in the company: who, when, in which record and what.',
    secoes: [
      {
        titulo: 'Find a change',
        passos: [
          'Filter by who made it, by the register, by the action (creation, change, deletion, restoration) and by the dates.',
          'Click the record to open it.',
        ],
      },
      {
        titulo: "A record's history",
        texto: "On a sale's, negotiation's or register's page, \"History\" shows only that record's changes.",
      },
    ],
    atalhos: GENERAL_SHORTCUTS,
    palavras: ['changes', 'history', 'audit', 'log', 'edits', 'who changed'],
  },
  lixeira: {
    titulo: 'Trash',
    resumo: "A register's deleted records, to restore.",
    secoes: [
      {
        titulo: 'Undo at once',
        texto:
          'Right after deleting, the message "… moved to the trash." offers "Undo" for 10 seconds (Tab reaches the button).',
      },
      {
        titulo: 'Restore later',
        passos: [
          'In the register\'s list, click "Trash" (for those who may see the trash).',
          'Search for the record: the list shows who deleted it and when.',
          'Click "Restore" on the row, or select several and click "Restore selected".',
        ],
      },
    ],
    atalhos: GENERAL_SHORTCUTS,
    palavras: ['trash', 'deleted', 'delete', 'erased', 'restore', 'undo', 'recover'],
  },
  'meu-perfil': {
    titulo: 'My profile',
    resumo: "Your details, your password, the terms of use and the companies' invitations.",
    secoes: [
      {
        titulo: 'Open',
        texto: 'Click your name, in the top right corner, and "My profile".',
      },
      {
        titulo: 'Change the password',
        passos: [
          'In "Change password", type the current password.',
          'Type the new password (at least 8 characters) and confirm it.',
          'Save. Your other sessions are ended.',
        ],
      },
      {
        titulo: 'Invitations',
        texto:
          'In "My companies and invitations", accept or refuse a company\'s invitation. To change the email, ask the administrator.',
      },
    ],
    atalhos: [...FORM_SHORTCUTS, ...GENERAL_SHORTCUTS],
    palavras: ['profile', 'password', 'details', 'name', 'employee id', 'invitation', 'terms', 'account'],
  },
  administracao: {
    titulo: 'Platform administration',
    resumo: 'The area of those who run the platform: companies, groups, domains, banks and request logs.',
    secoes: [
      {
        titulo: 'What it is for',
        texto:
          'Only platform administrators enter /admin. The registers here hold for every company; what happens inside each company is done in the company itself.',
      },
      {
        titulo: "The dashboard's figures",
        passos: [
          "Active companies, those with a contract ending within 30 days and those over the contract's user limit (more active profiles than the limit): click the figure to see the list of those companies.",
          'Active users (with at least one accepted and active profile) and the total of active profiles in every company.',
          "Requests in the last 24 hours (this hour and the 23 before it) and the 4xx (refused) and 5xx (server failures) error rates: each figure and each bar of the chart open that period's logs.",
          'Slowest routes: the 10 with the highest p95 (95% of the calls were faster than that) in the last 24 hours; click a route to see its calls.',
        ],
      },
      {
        titulo: 'Support: enter a company and come back',
        passos: [
          'In the top bar, click "Enter a company".',
          'Type part of the name or the CNPJ, choose the company with the arrows and press Enter.',
          'Inside it, the "Support — {company}" strip reminds you that you are serving that company; what you change goes to the history with your name.',
          'To come back, click "Back to administration" in the strip, or the Administration icon in the top bar.',
        ],
      },
    ],
    atalhos: [...LIST_SHORTCUTS, { teclas: 'F1', acao: 'Opens the help of the page you are on.' }],
    palavras: ['admin', 'administration', 'platform', 'administrator', 'support', 'enter a company'],
  },
  'admin-empresas': {
    titulo: 'Companies',
    resumo:
      "The platform's companies: name, group, CNPJ, appearance, Google Drive folder, contracts and domains.",
    secoes: [
      {
        titulo: 'Register a company',
        passos: [
          'Click "Create company".',
          'Fill in the name and the group (marked with *) and, if there is one, the CNPJ.',
          'Choose the colour and the icon (the colour starts at Red, the default; the company itself can change them on the Appearance page).',
          'Paste the address of the Google Drive folder (https://drive.google.com/drive/folders/…): the link "Open the folder in Google Drive" checks the address.',
          'Save, and open the company in the list to register the contract and the domains.',
        ],
      },
      {
        titulo: 'Contracts',
        texto:
          'On the company\'s page, "Add contract" opens a window for the user limit, the monthly value (type 1500 for R$1,500.00, or 12.5 for R$12.50) and the term (type the dates as DD/MM/YYYY, digits only). Enter adds and Esc closes the window. Only one contract is active at a time: end the current one before activating another. The end cannot be before the start. The current contract limits how many people are active in the company: past the limit, activating or inviting someone is refused.',
      },
      {
        titulo: 'Domains',
        texto:
          "The company's email domains (such as alfa.com.br) are on its page. Each domain belongs to one company only: a domain already in use is refused with the name of the company that has it.",
      },
      {
        titulo: 'Who sees the data',
        texto:
          "Each company's data is seen only by those with an accepted and active profile in it, or by an administrator.",
      },
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS],
    palavras: ['company', 'tenant', 'customer', 'cnpj', 'contract', 'user limit', 'domain', 'google drive'],
  },
  'admin-empresa-pessoas': {
    titulo: "A company's people",
    resumo:
      "A company's profiles, for support: who has access, with which role and team, and who has not accepted the invitation yet.",
    secoes: [
      {
        titulo: "Open a company's people",
        passos: [
          'In Companies, open the company.',
          'In the "People" section, click "See people".',
          'The list shows name, email, role, team, whether the profile is active and whether the invitation was accepted. Tab goes from one person to the next and Enter opens the person.',
        ],
      },
      {
        titulo: 'Invite a person (the first manager, for example)',
        passos: [
          'Click "Invite person".',
          'Enter the email, the name and the role; the team is optional.',
          'Press Enter or click "Send invitation". The person enters the company once they accept the invitation.',
        ],
      },
      {
        titulo: 'Change role, team or active',
        passos: [
          'Open the person in the list.',
          'Choose the role and the team, or switch "Active" off to remove access without erasing anything.',
          'Save. Profiles are not deleted: deactivate them.',
        ],
      },
      {
        titulo: 'User limit and history',
        texto:
          "Each active profile, accepted or pending, takes a seat of the company's current contract: with the limit reached, the invitation and the reactivation are refused with the server's message. Every change made here goes to the company's history with your name.",
      },
    ],
    atalhos: [...FORM_SHORTCUTS],
    palavras: ['people', 'users', 'profiles', 'invitation', 'invite', 'manager', 'role', 'team', 'support'],
  },
  'admin-grupos': {
    titulo: 'Groups',
    resumo: 'The business groups that bring companies together.',
    secoes: [
      {
        titulo: 'Register',
        passos: [
          'Click "Create group".',
          'Give the name and save.',
          'In the company, choose the group it belongs to.',
        ],
      },
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS],
    palavras: ['group', 'business group', 'holding'],
  },
  'admin-dominios': {
    titulo: 'Domains',
    resumo: "Each company's email or access domains, such as alfa.com.br.",
    secoes: [
      {
        titulo: 'Register',
        passos: [
          'Click "Create domain".',
          'Type the domain (lowercase letters, digits, hyphens and dots) and choose the company.',
          'Save. Each domain belongs to one company only.',
        ],
      },
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS],
    palavras: ['domain', 'dns', 'email', 'access'],
  },
  'admin-bancos': {
    titulo: 'Banks',
    resumo: 'The financial institutions (clearing code and ISPB), for direct debit and payments.',
    secoes: [
      {
        titulo: 'Register',
        passos: [
          'Click "Create bank".',
          'Type the clearing code (three digits), the name and the ISPB.',
          'Save. Untick "Active" to stop offering the bank.',
        ],
      },
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS],
    palavras: ['bank', 'compe', 'ispb', 'direct debit', 'payment', 'financial institution'],
  },
  'admin-request-logs': {
    titulo: 'Request logs',
    resumo: 'Each call made to the API, to investigate errors and slowness.',
    secoes: [
      {
        titulo: 'Investigate',
        passos: [
          "Filter by method, the response's status (2xx, 3xx, 4xx, 5xx), person (name or email), company, route and period (date and time); click a column's title to sort.",
          "Click the path to see the request's details: who made it, from which company, how long it took.",
        ],
      },
      {
        titulo: 'Latency by route',
        texto:
          'In "Latency by route", each route that served the calls (as the server records it, for example /api/empresas/:empresaId/vendas/:id) with the number of calls, the median (p50), the p95 and the error rate, over the same filters as the list. Click a route to see its calls; the paths no route serves (404) show together, as "a path with no route".',
      },
      {
        titulo: 'Export',
        texto:
          "Export downloads, as CSV for Excel, every request the filters find: Brasília date and time, method, route, path, status, duration, the caller's name and email, the company's name and the IP; the user's and the company's numbers (ids) come in the last columns.",
      },
      {
        titulo: 'Read only',
        texto: 'The logs are written by the server: they are not created, changed or deleted here.',
      },
    ],
    atalhos: LIST_SHORTCUTS.slice(0, 1),
    palavras: [
      'log',
      'logs',
      'request',
      'requests',
      'api',
      'error',
      'slowness',
      'technical audit',
      'latency',
      'p95',
      'route',
    ],
  },
  'admin-papeis': {
    titulo: 'Roles',
    resumo: "The roles the companies' profiles receive and the permissions each one grants.",
    secoes: [
      {
        titulo: 'Grant permissions',
        passos: [
          'Click the role you want to change.',
          'Tick the permissions it grants and, in "Roles below", the roles someone with it may give.',
          'Save: whoever has the role, in any company, has the permissions from their next action on.',
        ],
      },
      {
        titulo: 'New permissions',
        texto:
          "The list of permissions comes from the system's registers: when a new register asks for a new permission, it shows here to be granted.",
      },
    ],
    atalhos: [...LIST_SHORTCUTS, ...FORM_SHORTCUTS],
    palavras: ['role', 'roles', 'permission', 'permissions', 'access', 'position', 'function'],
  },
};
