import type { AiEvent } from './schema';

export const events2026: AiEvent[] = [
  {
    id: '2026-02-gemini-3-1-pro',
    date: '2026-02',
    category: 'product',
    title: { zh: 'Gemini 3.1 Pro', en: 'Gemini 3.1 Pro', ja: 'Gemini 3.1 Pro', ko: 'Gemini 3.1 Pro' },
    description: {
      zh: 'Google 推出 Gemini 3.1 Pro 预览版，在 Gemini 3 Pro 的基础上提升推理能力和 token 效率，针对软件工程和需要精确调用工具的多步骤智能体工作流做了优化，支持约 100 万 token 输入。',
      en: 'Google released Gemini 3.1 Pro in preview, improving on Gemini 3 Pro with better reasoning and token efficiency, tuned for software engineering and multi-step agent workflows that need precise tool use, with about a million tokens of input.',
      ja: 'Google が Gemini 3.1 Pro のプレビュー版を公開した。Gemini 3 Pro より推論能力とトークン効率を高め、ソフトウェア開発や、正確なツール利用が必要な多段階のエージェント処理向けに調整した。入力は約 100 万トークンまで扱える。',
      ko: 'Google이 Gemini 3.1 Pro 프리뷰를 공개했다. Gemini 3 Pro보다 추론 능력과 토큰 효율을 높였고, 소프트웨어 엔지니어링과 정확한 도구 사용이 필요한 다단계 에이전트 작업에 맞게 최적화했으며, 약 100만 토큰의 입력을 처리한다.',
    },
    source: 'https://ai.google.dev/gemini-api/docs/models/gemini-3.1-pro-preview',
  },
  {
    id: '2026-02-claude-opus-4-6',
    date: '2026-02-05',
    category: 'product',
    title: { zh: 'Claude Opus 4.6', en: 'Claude Opus 4.6', ja: 'Claude Opus 4.6', ko: 'Claude Opus 4.6' },
    description: {
      zh: 'Anthropic 发布 Claude Opus 4.6，面向复杂软件工程和长时间运行的智能体任务，是首个提供 100 万 token 上下文窗口的 Opus 模型，单次最多可输出 12.8 万 token。',
      en: 'Anthropic released Claude Opus 4.6, aimed at complex software engineering and long-running agent tasks. It was the first Opus model with a one-million-token context window and can output up to 128K tokens per request.',
      ja: 'Anthropic が Claude Opus 4.6 を公開した。複雑なソフトウェア開発や長時間動くエージェントの作業向けで、Opus として初めて 100 万トークンの文脈に対応し、1 回の応答で最大 12 万 8000 トークンを出力できる。',
      ko: 'Anthropic이 Claude Opus 4.6을 공개했다. 복잡한 소프트웨어 엔지니어링과 오래 실행되는 에이전트 작업을 겨냥했으며, Opus 모델 중 처음으로 100만 토큰 문맥을 지원하고 한 번에 최대 12만 8,000토큰을 출력할 수 있다.',
    },
    source: 'https://www.anthropic.com/news/claude-opus-4-6',
  },
  {
    id: '2026-03-gpt-5-4',
    date: '2026-03-05',
    category: 'product',
    title: { zh: 'GPT-5.4', en: 'GPT-5.4', ja: 'GPT-5.4', ko: 'GPT-5.4' },
    description: {
      zh: 'OpenAI 发布 GPT-5.4，首次在通用模型中内置计算机操作能力，可通过截图和键鼠操作完成桌面任务，在 OSWorld-Verified 上得分 75.0%，超过人类平均水平。',
      en: 'OpenAI released GPT-5.4, its first general-purpose model with built-in computer use, operating desktops through screenshots, mouse and keyboard. It scored 75.0% on OSWorld-Verified, above the reported human average.',
      ja: 'OpenAI が GPT-5.4 を公開した。汎用モデルとして初めてコンピュータ操作機能を内蔵し、画面のスクリーンショットとマウス・キーボード操作でデスクトップ作業をこなす。OSWorld-Verified では 75.0% と、人間の平均を上回った。',
      ko: 'OpenAI가 GPT-5.4를 공개했다. 범용 모델로는 처음으로 컴퓨터 사용 기능을 내장해 스크린숏과 마우스·키보드 조작으로 데스크톱 작업을 수행한다. OSWorld-Verified에서 75.0%를 기록해 사람 평균을 넘어섰다.',
    },
    source: 'https://openai.com/index/introducing-gpt-5-4/',
  },
  {
    id: '2026-04-claude-opus-4-7',
    date: '2026-04-16',
    category: 'product',
    title: { zh: 'Claude Opus 4.7', en: 'Claude Opus 4.7', ja: 'Claude Opus 4.7', ko: 'Claude Opus 4.7' },
    description: {
      zh: 'Anthropic 发布 Claude Opus 4.7，能力全面超过 Opus 4.6、价格不变。由于更强的 Claude Mythos Preview 因网络安全风险只向少数合作方开放，Opus 4.7 成为其最强的公开可用模型，并配备了新的网络安全防护措施。',
      en: 'Anthropic released Claude Opus 4.7, more capable than Opus 4.6 at the same price. Because the stronger Claude Mythos Preview was shared only with a limited group over cybersecurity concerns, Opus 4.7 became its most capable generally available model, shipped with new cybersecurity safeguards.',
      ja: 'Anthropic が Claude Opus 4.7 を公開した。価格は据え置きで、Opus 4.6 を上回る能力を持つ。より強力な Claude Mythos Preview はサイバーセキュリティ上の懸念から限られた相手にしか提供されていないため、Opus 4.7 が一般に使える最も高性能なモデルとなり、新たなサイバー対策も施された。',
      ko: 'Anthropic이 Claude Opus 4.7을 공개했다. 가격은 그대로이면서 Opus 4.6보다 성능이 뛰어나다. 더 강력한 Claude Mythos Preview는 사이버 보안 우려로 일부에게만 제공되어, Opus 4.7이 누구나 쓸 수 있는 가장 강력한 모델이 되었으며 새로운 사이버 보안 안전장치가 적용되었다.',
    },
    source: 'https://www.anthropic.com/news/claude-opus-4-7',
  },
  {
    id: '2026-04-gpt-5-5',
    date: '2026-04-23',
    category: 'product',
    title: { zh: 'GPT-5.5', en: 'GPT-5.5', ja: 'GPT-5.5', ko: 'GPT-5.5' },
    description: {
      zh: 'OpenAI 发布 GPT-5.5，当天在 ChatGPT 和 Codex 中上线，随后开放 API。它更快理解用户意图、能自主完成更多工作，在编程、在线调研、数据分析和文档制作上都有提升，API 上下文达 100 万 token。',
      en: 'OpenAI released GPT-5.5, available in ChatGPT and Codex on day one with the API following. It grasps intent faster and carries more of the work itself, improving coding, online research, data analysis and document creation, with a one-million-token context in the API.',
      ja: 'OpenAI が GPT-5.5 を公開し、当日から ChatGPT と Codex で使えるようにし、API も続いて提供した。意図をより早く理解して作業の多くを自らこなし、コーディング、オンライン調査、データ分析、文書作成が向上した。API では 100 万トークンの文脈を扱える。',
      ko: 'OpenAI가 GPT-5.5를 공개해 당일 ChatGPT와 Codex에 적용했고 API도 뒤이어 제공했다. 사용자의 의도를 더 빨리 파악하고 더 많은 작업을 스스로 해내며 코딩, 온라인 조사, 데이터 분석, 문서 작성이 좋아졌다. API에서는 100만 토큰 문맥을 지원한다.',
    },
    source: 'https://openai.com/index/introducing-gpt-5-5/',
  },
  {
    id: '2026-04-deepseek-v4-preview',
    date: '2026-04-24',
    category: 'product',
    title: {
      zh: 'DeepSeek-V4 预览版',
      en: 'DeepSeek-V4 preview',
      ja: 'DeepSeek-V4 プレビュー版',
      ko: 'DeepSeek-V4 프리뷰',
    },
    description: {
      zh: '深度求索发布 DeepSeek-V4 预览版，包括 V4-Pro 和 V4-Flash 两个模型，均支持 100 万 token 上下文，同时通过 API 提供并在 Hugging Face 开放权重。',
      en: 'DeepSeek released a preview of DeepSeek-V4 in two models, V4-Pro and V4-Flash, both with a one-million-token context, offered through its API and with open weights on Hugging Face.',
      ja: 'DeepSeek が DeepSeek-V4 のプレビュー版を公開した。V4-Pro と V4-Flash の 2 モデルで、いずれも 100 万トークンの文脈に対応し、API で提供されるとともに Hugging Face で重みが公開された。',
      ko: 'DeepSeek이 DeepSeek-V4 프리뷰를 공개했다. V4-Pro와 V4-Flash 두 모델로, 모두 100만 토큰 문맥을 지원하며 API로 제공되는 동시에 Hugging Face에 가중치가 공개되었다.',
    },
    source: 'https://api-docs.deepseek.com/news/news260424',
  },
  {
    id: '2026-05-eu-ai-act-digital-omnibus',
    date: '2026-05-07',
    category: 'policy',
    title: {
      zh: '欧盟就 AI 法案简化方案达成协议',
      en: 'EU agrees to simplify the AI Act',
      ja: 'EU が AI 法の簡素化で合意',
      ko: 'EU, 인공지능법 간소화 합의',
    },
    description: {
      zh: '欧盟理事会与欧洲议会就“数字综合法案”中的 AI 部分达成临时协议：独立高风险 AI 系统的义务推迟到 2027 年 12 月 2 日、嵌入受监管产品的推迟到 2028 年 8 月 2 日，同时新增禁止生成未经同意的私密影像和儿童性虐待内容的 AI 系统。',
      en: 'The Council of the EU and the European Parliament reached a provisional deal on the AI part of the Digital Omnibus, delaying obligations for stand-alone high-risk AI systems to 2 December 2027 and for those embedded in regulated products to 2 August 2028, and adding a ban on AI systems that generate non-consensual intimate imagery or child sexual abuse material.',
      ja: 'EU 理事会と欧州議会は、デジタル・オムニバスの AI 部分について暫定合意した。単体の高リスク AI システムへの義務は 2027 年 12 月 2 日に、規制対象製品に組み込まれたものは 2028 年 8 月 2 日に延期され、同意のない性的画像や児童性的虐待コンテンツを生成する AI システムの禁止が新たに加わった。',
      ko: 'EU 이사회와 유럽의회가 디지털 옴니버스의 AI 부분에 잠정 합의했다. 독립형 고위험 AI 시스템의 의무는 2027년 12월 2일로, 규제 대상 제품에 내장된 시스템은 2028년 8월 2일로 미뤄졌고, 동의 없는 성적 이미지나 아동 성착취물을 생성하는 AI 시스템 금지가 새로 추가되었다.',
    },
    source:
      'https://www.consilium.europa.eu/en/press/press-releases/2026/05/07/artificial-intelligence-council-and-parliament-agree-to-simplify-and-streamline-rules/',
  },
  {
    id: '2026-06-claude-fable-5-and-mythos-5',
    date: '2026-06-09',
    category: 'product',
    title: {
      zh: 'Claude Fable 5 与 Claude Mythos 5',
      en: 'Claude Fable 5 and Claude Mythos 5',
      ja: 'Claude Fable 5 と Claude Mythos 5',
      ko: 'Claude Fable 5와 Claude Mythos 5',
    },
    description: {
      zh: 'Anthropic 发布新的最高档模型 Claude Fable 5，面向高难度推理和长周期智能体工作，配有可拒绝特定请求的安全分类器，向所有开发者开放；能力相同但不带这些分类器的 Claude Mythos 5 仅通过 Project Glasswing 有限提供。',
      en: 'Anthropic launched Claude Fable 5, a new top tier above Opus for demanding reasoning and long-horizon agent work, generally available with safety classifiers that can decline some requests. Claude Mythos 5, with the same capabilities but without those classifiers, is offered only in limited release through Project Glasswing.',
      ja: 'Anthropic が Opus の上位となる新たな最上位モデル Claude Fable 5 を公開した。高度な推論や長期にわたるエージェント作業向けで、一部の要求を断る安全分類器を備えて一般提供される。同じ能力で分類器を持たない Claude Mythos 5 は、Project Glasswing を通じた限定提供にとどまる。',
      ko: 'Anthropic이 Opus보다 위 등급인 새 최상위 모델 Claude Fable 5를 내놓았다. 어려운 추론과 장기 에이전트 작업을 위한 모델로, 일부 요청을 거절할 수 있는 안전 분류기를 갖추고 일반에 제공된다. 능력은 같지만 분류기가 없는 Claude Mythos 5는 Project Glasswing을 통해 제한적으로만 제공된다.',
    },
    source: 'https://www.anthropic.com/news/claude-fable-5-mythos-5',
  },
];
