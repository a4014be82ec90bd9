import type { PostTranslation } from '@satsino/contract/content';
import { COINS, figures as f } from '../../figures.js';
import type { PostSlug } from '../../structure.js';
import { amt } from './format.js';

const coinCodes = COINS.map(([, code]) => code).join(', ');

export const posts: Record<PostSlug, PostTranslation> = {
  'provably-fair-explained': {
    title: 'Comprovadamente justo: entenda como funciona',
    summary:
      'Como você pode conferir, no navegador ou com o nosso verificador publicado, que cada resultado dos nossos jogos próprios foi definido antes da sua aposta, e como cada jogo transforma as seeds no seu resultado.',
    meta_description:
      'Comprovadamente justo na Satsino: seeds comprometidas antes de você escolher a sua, a fórmula exata de cada jogo, pagamentos ao centavo e cadeias de crash com o salt de um futuro bloco de Bitcoin.',
    body: `Quando você joga em um cassino on-line comum, precisa confiar que o gerador de números aleatórios é honesto. Na Satsino, não precisa: nossos jogos próprios são **comprovadamente justos** (*provably fair*), e cada fórmula abaixo é, ao pé da letra, a que o nosso servidor usa para liquidar as apostas.

## Três ingredientes

- **A seed do servidor**: 32 bytes aleatórios escolhidos por nós. Antes de jogar, você vê apenas o hash SHA-256 dela, que nos compromete com essa seed sem revelá-la.
- **A seed do cliente**: a sua. Sugerimos uma; troque-a pelo que quiser.
- **O nonce**: 0 na primeira rodada de um par de seeds e mais um a cada rodada seguinte.

## Comprometida antes de você escolher

O painel de justiça mostra o hash da seed do servidor em uso *e* o hash da próxima, antes de você escolher uma seed do cliente. Trocar a seed do cliente ou fazer a rotação passa exatamente para essa seed comprometida de antemão e revela a antiga, então nunca escolhemos uma seed do servidor depois de ver a sua. As seeds reveladas continuam listadas em “As suas sementes reveladas”, na [página de verificação](/provably-fair).

## Das seeds aos números

Cada rodada lê seus números de \`HMAC_SHA256(server_seed, client_seed:nonce:cursor)\`. Cada bloco de 32 bytes gera oito floats de quatro bytes cada, \`b0/256 + b1/256² + b2/256³ + b3/256⁴\`, entre 0 e 1; o cursor conta os blocos a partir de 0, e uma rodada usa os floats em ordem. Esse é o esquema que a Stake publica, e para dados, limbo, roleta e cartas também usamos os mapeamentos da Stake, então as próprias calculadoras da Stake chegam aos mesmos resultados que as nossas.

- **Dados**: rolagem = ⌊float × 10.001⌋ ÷ 100, de 0,00 a 100,00.
- **Limbo**: resultado = ⌊1e8 ÷ (float × 1e8) × 0,99 × 100⌋ ÷ 100, no mínimo 1,00 e no máximo 1.000.000.
- **Roleta**: casa = ⌊float × 37⌋.
- **Blackjack**: cada carta é a posição ⌊float × 52⌋ da tabela ♦2 ♥2 ♠2 ♣2 ♦3 … ♦A ♥A ♠A ♣A. Os dois primeiros floats são as suas cartas, o terceiro a carta aberta do crupiê, o quarto a carta fechada dele, e depois vêm as cartas que você pede e as que o crupiê compra, na ordem em que acontecem.
- **Caça-níqueis**: rolo por rolo, da esquerda para a direita, cada rolo para em ⌊float × comprimento do rolo⌋.
- **Roda da fortuna**: cada giro para em ⌊float × 54⌋. Uma casa ×3 ou ×7 gira a roda de novo e multiplica o próximo ganho; no máximo três giros.

## Pago ao centavo, com justiça

Um ganho muitas vezes vale uma fração de centavo: uma aposta de 0,10 a 1,98× vale 19,8 centavos. Pagamos os centavos inteiros, e mais um centavo quando o próximo float (o que vem depois dos usados pelo jogo) é menor que a fração, aqui 0,8. Em média, cada ganho paga exatamente o que vale, em qualquer aposta, e você pode recalcular esse centavo a partir das mesmas seeds.

## Crash: uma cadeia definida antes de qualquer aposta

Todos os jogadores de uma mesa de crash compartilham a rodada, por isso o crash segue, em vez disso, o esquema publicado pelo bustabit. Criamos uma cadeia de hashes, cada um o SHA-256 do seguinte, e publicamos o último, o hash final, junto com o número de um bloco de Bitcoin que ainda não foi minerado. Quando esse bloco é minerado, o hash dele se torna o salt da cadeia; antes disso, a mesa não funciona. Rodada a rodada, a cadeia é jogada de trás para a frente, de modo que o SHA-256 de cada hash de rodada revelado é o anterior. O ponto de crash toma os primeiros 52 bits de \`HMAC_SHA256(salt, game hash)\` como r e é ⌊99 ÷ (1 − r ÷ 2⁵²)⌋ ÷ 100, no mínimo 1,00. Todas as cadeias, com seus blocos e salts, estão listadas na [página das cadeias de crash](/provably-fair/crash).

## Como conferir uma rodada

1. Anote, no painel de justiça do jogo, o hash da seed do servidor, o hash da próxima seed e a sua seed do cliente.
2. Jogue normalmente.
3. Troque a seed: a seed do servidor antiga é revelada, e o SHA-256 dela precisa corresponder ao hash que você viu.
4. Abra a [página de verificação](/provably-fair), escolha a rodada no seu histórico e clique em Verificar: você obtém exatamente o resultado e o pagamento que viu.

Off-line, o nosso verificador publicado faz o mesmo pela linha de comando: \`npx @satsino/fairness verify\`.

## O que “comprovadamente justo” não significa

Isso prova que os resultados não foram manipulados, mas não muda as probabilidades. Todo jogo continua tendo uma vantagem da casa, informada nas regras. Jogue por diversão, defina seus limites e consulte [Jogo responsável](/policies/responsible-gaming) se um dia o jogo deixar de ser divertido.`,
  },

  'new-games-this-month': {
    title: 'Novidade do mês: três jeitos de jogar crash',
    summary:
      'O crash agora tem três mesas — Classic, Bull e Sidewinder —, cada uma com sua própria cadeia de hashes, seu ritmo e seu visual. Veja o que muda.',
    meta_description:
      'A Satsino lança três mesas de crash, cada uma com sua cadeia de hashes comprovadamente justa, retirada automática e um novo feed ao vivo de grandes ganhos.',
    body: `O crash é o jogo mais simples do lobby e um dos mais eletrizantes: um multiplicador sobe a partir de 1,00× e pode parar a qualquer momento. Retire antes do crash e sua aposta é multiplicada; espere demais e a rodada está perdida. Este mês, ele chega em três versões.

## Crash Classic

O original. As rodadas começam a cada poucos segundos, a curva sobe de forma suave e todos os jogadores da mesa acompanham a mesma rodada ao vivo. Defina uma **retirada automática** — por exemplo, em 2,00× — e o jogo retira por você no instante em que o multiplicador chega lá, mesmo que sua conexão caia.

## Crash Bull

As mesmas regras, com visual de gráfico do mercado financeiro: candles verdes enquanto o multiplicador sobe e um candle vermelho quando ele despenca. O intervalo entre as rodadas é um pouco mais curto, para quem gosta de um ritmo mais acelerado.

## Crash Sidewinder

Uma mesa mais tranquila, com mais tempo para apostar, ideal para testar estratégias com apostas pequenas. Ela tem sua própria cadeia de seeds e seu próprio histórico, então seus resultados são independentes das outras duas mesas.

## Justo desde a origem

Cada mesa funciona com sua própria **cadeia de hashes** comprovadamente justa. Antes da primeira rodada, foi gerada uma longa cadeia de hashes, e o último hash foi publicado; cada rodada revela o elo anterior da cadeia, e qualquer pessoa pode verificar que o hash de cada elo corresponde ao seguinte. Ninguém — nem mesmo nós — pode alterar o resultado de uma rodada depois que a cadeia existe. Saiba mais em [Comprovadamente justo: entenda como funciona](/blog/provably-fair-explained).

## Mais novidades

- Um **feed ao vivo** na página inicial mostra as apostas mais recentes de todo o cassino, os high rollers e as suas próprias apostas.
- As páginas dos jogos agora mostram o **retorno ao jogador (RTP)** e as regras de cada jogo antes de você abri-lo.
- O modo demo está disponível em todos os nossos jogos próprios, para você aprender um jogo com créditos de demonstração antes.

Como em qualquer jogo, defina o valor da aposta e seus limites antes de começar, e lembre-se: uma meta de retirada é um plano, não uma promessa. Boa sorte nas mesas!`,
  },

  'bitcoin-lightning-deposits': {
    title: 'Depósitos de bitcoin via Lightning: segundos, não blocos',
    summary:
      'Com a Lightning, você deposita bitcoin em segundos pagando uma fração da taxa habitual. O que ela é, como usá-la na Satsino e quais cuidados tomar.',
    meta_description:
      'Deposite bitcoin pela Lightning Network na Satsino: crédito quase instantâneo, taxas mínimas e um guia passo a passo.',
    body: `Um depósito comum de Bitcoin precisa esperar que a rede o inclua em um bloco e, depois, pelas confirmações — normalmente dez minutos ou mais, e a taxa sobe quando a rede está congestionada. A **Lightning Network** resolve os dois problemas, e a Satsino a aceita para depósitos.

## O que é a Lightning

A Lightning é uma rede de canais de pagamento construída sobre o Bitcoin. Os pagamentos circulam entre os canais quase instantaneamente e são liquidados na blockchain principal mais tarde, em lote. Para você, isso significa bitcoin que chega em segundos, com taxas que costumam ficar em poucos satoshis.

## Como depositar com a Lightning

1. Abra a **Carteira** e escolha **Bitcoin (Lightning)**.
2. Informe o valor que deseja depositar — no mínimo ${amt(f.minDeposit)} na moeda da sua conta — e escolha seu bônus ou “Sem bônus”.
3. Geramos uma **fatura Lightning**: um QR code e um texto que começa com \`lnbc\`.
4. Escaneie ou cole a fatura em qualquer carteira Lightning e confirme.
5. Seu saldo é creditado assim que o pagamento é liquidado — normalmente antes mesmo de você fechar o app da carteira.

## Bom saber

- **As faturas expiram.** Cada fatura vale por tempo limitado e para o valor exato exibido. Se ela expirar, basta gerar outra; uma fatura expirada não pode ser paga.
- **Use uma carteira Lightning.** Um endereço Bitcoin on-chain e uma fatura Lightning são coisas diferentes; uma carteira comum não consegue pagar uma fatura. A maioria das carteiras móveis populares já é compatível com a Lightning.
- **Os bônus funcionam do mesmo jeito.** Um depósito via Lightning dá direito aos mesmos bônus de depósito que qualquer outro depósito.
- **Os saques** são pagos on-chain, na moeda que você escolher, dentro dos limites habituais de ${amt(f.withdrawalMin)} a ${amt(f.withdrawalMax)} por solicitação.

## Prefere on-chain?

Sem problema: seu endereço Bitcoin on-chain continua disponível, assim como as outras moedas que aceitamos (${coinCodes}). A Lightning é simplesmente o caminho mais rápido. Veja o guia completo em [Como depositar](/policies/how-to-deposit).`,
  },

  'vip-programme-explained': {
    title: 'Nosso programa VIP: quatro níveis, recompensas claras',
    summary:
      'Bronze, Prata, Ouro e Platina: como subir de nível, o que cada nível oferece e por que todos os benefícios estão descritos com números claros.',
    meta_description:
      'Os níveis VIP da Satsino explicados: bônus de recarga, saques prioritários, cashback VIP e um gerente de conta VIP exclusivo.',
    body: `Muitos cassinos deixam seu programa VIP propositalmente vago — “recompensas exclusivas”, “ofertas personalizadas”. O nosso está por escrito, com números, porque achamos que você deve saber exatamente o que o seu jogo rende.

## Você participa desde o primeiro dia

Todo jogador entra no nível **Bronze** com o primeiro depósito. A partir daí, seu nível acompanha o total que você apostou com dinheiro real: cada aposta liquidada conta pelo valor integral, em qualquer jogo.

- **Prata** com ${amt(f.silverWagered)} apostados
- **Ouro** com ${amt(f.goldWagered)} apostados
- **Platina** com ${amt(f.platinumWagered)} apostados

(Valores na moeda da sua conta.) Você sobe de nível assim que ultrapassa um patamar — e nunca desce.

## O que cada nível oferece

**Bronze — bônus de recarga de ${f.vipReload}%.** Seus quatro primeiros depósitos vêm com os bônus de depósito do nosso pacote de boas-vindas. Depois disso, todo depósito pode receber um bônus de recarga de ${f.vipReload}%, então sempre há uma oferta disponível — ou nenhuma, se você preferir jogar sem bônus.

**Prata — prioridade.** Seus saques vão para o início da fila de análise (que já leva menos de ${f.approvalMinutes} minutos, em média), e suas mensagens chegam a uma equipe de suporte exclusiva.

**Ouro — ${f.goldCashback}% de cashback VIP.** Toda segunda-feira, você recebe ${f.goldCashback}% das perdas líquidas da semana anterior em dinheiro real, sem requisito de apostas. Esse valor é somado às promoções de cashback diário e semanal.

**Platina — ${f.platinumCashback}% de cashback VIP e um gerente de conta exclusivo.** O dobro do cashback do Ouro e uma pessoa que conhece a sua conta e pode ajudar em tudo, da verificação a limites sob medida.

## Jogo responsável em todos os níveis

Um nível VIP é um agradecimento, nunca uma meta. Não enviamos ofertas VIP a jogadores que definiram limites ou se autoexcluíram, e o seu gerente VIP ajuda você a definir limites com a mesma boa vontade com que ajuda em qualquer outra coisa. As regras completas estão na página do [Programa VIP](/policies/vip).`,
  },

  'responsible-gaming-tips': {
    title: 'Sete hábitos para o jogo continuar divertido',
    summary:
      'Hábitos simples e práticos que mantêm os jogos de cassino no lugar deles — o do entretenimento — e as ferramentas que oferecemos quando você quiser uma ajuda extra.',
    meta_description:
      'Dicas de jogo responsável da Satsino: orçamento, limite de tempo, pausas, limites de depósito e autoexclusão.',
    body: `Apostar é um entretenimento que tem preço, como um show ou uma noite fora. Os jogadores que mais aproveitam ao longo dos anos costumam ter alguns hábitos em comum. Aqui estão sete que vale a pena adotar.

## 1. Defina um orçamento antes de jogar

Decida quanto você topa gastar — um dinheiro que não vai fazer falta — e pare quando ele acabar. Um orçamento definido com antecedência é muito mais fácil de respeitar do que um decidido no meio da sessão.

## 2. Defina também um limite de tempo

Os jogos são feitos para prender a atenção, e o tempo passa rápido. Coloque um alarme ou peça para enviarmos lembretes durante as sessões.

## 3. Nunca tente recuperar perdas

Sequências de derrotas acontecem; fazem parte da matemática de todo jogo. Depositar de novo para recuperar o que perdeu é o caminho mais comum para a diversão virar um problema. Aceite a perda e volte outro dia, se ainda tiver vontade.

## 4. Encare os ganhos como sorte, não como renda

Quando ganhar, saque uma parte ou tudo. Ganhos que ficam no saldo tendem a voltar para o jogo.

## 5. Jogue com a cabeça no lugar

Evite jogar quando estiver chateado, estressado ou cansado, ou depois de beber. É nesses momentos que os limites são esquecidos.

## 6. Mantenha o equilíbrio

O jogo deve ser um passatempo entre muitos. Se ele começar a tomar o tempo da família e dos amigos, do trabalho ou do sono, faça uma pausa.

## 7. Use as ferramentas — desde cedo

Você não precisa ter um problema para usar nossas ferramentas. Muitos jogadores definem um limite de depósito logo no primeiro dia, simplesmente porque isso deixa as sessões mais tranquilas. Pelo Atendimento ao cliente, você pode definir:

- **limites de depósito** diários, semanais ou mensais (a redução vale na hora; o aumento, só após 24 horas);
- **pausas** de 24 horas, uma semana ou um mês;
- **autoexclusão** por seis meses, um ano, cinco anos ou permanentemente.

E lembre-se de que todo bônus é opcional: você sempre pode depositar sem bônus.

## Quando deixar de ser divertido

Se você se reconhece nos sinais de alerta — gastar mais do que planejou, esconder que joga, pegar dinheiro emprestado para jogar —, converse com alguém. Nossa equipe de suporte ajuda na hora, sem perguntas, e organizações como GamCare, BeGambleAware e Gamblers Anonymous oferecem apoio gratuito e confidencial. Está tudo na nossa página de [Jogo responsável](/policies/responsible-gaming). A Satsino é exclusiva para maiores de ${f.age} anos.`,
  },

  'getting-started-with-crypto-deposits': {
    title: 'Primeiros passos com depósitos em cripto',
    summary:
      'Nunca pagou com cripto? Qual moeda escolher, como funcionam endereços e redes e como fazer seu primeiro depósito sem erros.',
    meta_description:
      'Guia para iniciantes sobre depósitos em cripto na Satsino: escolha da moeda, redes, confirmações e depósito mínimo.',
    body: `Depósitos em cripto são rápidos, discretos e funcionam 24 horas por dia — mas, se você nunca enviou cripto, o primeiro pode parecer intimidador. Este guia explica tudo o que você precisa saber.

## Passo zero: tenha cripto

Você precisa de uma carteira ou de uma conta em corretora com uma das moedas que aceitamos: ${coinCodes}. Se ainda não tiver, use **Comprar cripto** no caixa para comprar com cartão pelo nosso parceiro; as moedas chegam à sua carteira, prontas para o depósito.

## Qual moeda usar?

- **Stablecoins (USDT, USDC)** mantêm um valor estável, próximo de um dólar americano, então o que você envia é o que você recebe — uma boa escolha se você joga em USD.
- **Bitcoin** é a mais difundida; pela **Lightning**, também é a mais rápida e barata.
- **Litecoin, TRON, XRP e Dogecoin** confirmam rápido e costumam ter taxas de rede baixas.
- **Ethereum** é amplamente aceito, mas suas taxas variam bastante conforme a demanda da rede.

Seja qual for a moeda enviada, seu saldo na Satsino fica na moeda da sua conta, convertido pela cotação do momento em que o depósito é confirmado.

## Endereços e redes

Seu endereço de depósito é só seu: copie-o com o botão de copiar ou escaneie o QR code. Sempre confira a **rede**: muitas corretoras permitem sacar o mesmo token por várias redes, e a que você escolher precisa ser a mesma exibida no nosso caixa. Se aparecer uma **tag de destino** (XRP), inclua-a.

## Confirmações

Um pagamento em blockchain se torna definitivo quando blocos suficientes são adicionados depois dele. O caixa mostra seu depósito como pendente assim que ele é detectado e o credita quando ele atinge as confirmações necessárias — normalmente em poucos minutos.

## Seu primeiro depósito

1. Verifique seu endereço de e-mail (os depósitos são liberados após a verificação).
2. Abra a Carteira, escolha uma moeda e copie o endereço.
3. Escolha seu bônus: seu primeiro depósito dá direito ao bônus de boas-vindas de ${f.welcomePercent}% com ${f.freeSpins} rodadas grátis — ou escolha ficar sem bônus.
4. Envie o equivalente a pelo menos ${amt(f.minDeposit)} na moeda da sua conta.
5. Comece a jogar assim que o valor for creditado.

Para mais detalhes, leia [Como depositar](/policies/how-to-deposit) e, se algo não ficar claro, nossa equipe de suporte está a um clique de distância.`,
  },
};
